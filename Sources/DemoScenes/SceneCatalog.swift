import MiniUIKit

/// Every scene of the demo, in home-screen order.
public enum SceneCatalog {
  public static let scenes: [SceneDescription] = [
    SceneDescription(
      name: "default", title: "Default presentation",
      summary: "ControllerTwo slides up from the bottom, and down again",
      make: { ControllerOne(presentation: .standard) }),
    SceneDescription(
      name: "custom", title: "Custom transition (zoom)",
      summary: "A transitioning delegate grows ControllerTwo from nothing",
      make: { ControllerOne(presentation: .zoom) }),
    SceneDescription(
      name: "bouncy", title: "Bouncy transition (spring)",
      summary: "ControllerTwo springs up with damping 0.5 and velocity 0.6",
      make: { ControllerOne(presentation: .bouncy) }),
    SceneDescription(
      name: "curves", title: "Animation curves",
      summary: "Linear, ease-in, ease-out, ease-in-out and a spring race",
      make: { CurvesViewController() }),
    SceneDescription(
      name: "push", title: "Push and pop",
      summary: "A navigation stack: back, Esc or an edge drag pops",
      make: { PushSceneController() }),
    SceneDescription(
      name: "navigation", title: "Layout to layout",
      summary: "Pick a monkey: the grid becomes a circle, and back",
      make: { LayoutNavigationSceneController() }),
    SceneDescription(
      name: "pinch", title: "Pinch between layouts",
      summary: "Ctrl + drag pinches the grid into a circle, live",
      make: { PinchSceneController() }),
    SceneDescription(
      name: "gestures", title: "Paging, swipes and rotation",
      summary: "Flick page by page; Ctrl + drag turns a monkey; swipe up likes it",
      make: { GesturesViewController() }),
    SceneDescription(
      name: "cards", title: "App Store cards",
      summary: "Auto Layout: a card opens full screen; drag it down to close",
      make: { CardsViewController() }),
    SceneDescription(
      name: "reveal", title: "Circular reveal",
      summary: "Core Animation: a shape layer's mask grows from the button",
      make: { RevealViewController() }),
    SceneDescription(
      name: "gallery", title: "10,000 photos",
      summary: "A flow layout that keeps only the visible cells alive, under a blur",
      make: { GalleryViewController() }),
    SceneDescription(
      name: "photos", title: "Zoom into a photo",
      summary: "iOS 18's zoom: a monkey grows out of the grid; drag down or Esc to go back",
      make: { PhotosSceneController() }),
    SceneDescription(
      name: "tabs", title: "Tabs",
      summary: "A tab bar controller: tabs slide, and a sideways drag drives the slide",
      make: { TabsSceneController() }),
    SceneDescription(
      name: "lists", title: "Lists, the modern way",
      summary: "Compositional layout and diffable data: + adds a monkey, Delete removes one",
      make: { ListsSceneController() }),
    SceneDescription(
      name: "settings", title: "Settings",
      summary: "Table views, large titles and controls: swipe a favourite to delete it",
      make: { SettingsSceneController() }),
    SceneDescription(
      name: "player", title: "Now playing",
      summary: "The mini player's artwork grows into the full player; drag down to collapse",
      make: { PlayerSceneController() }),
    SceneDescription(
      name: "sheets", title: "Sheets",
      summary: "Card sheets step the scene back; detents, a refused swipe, alerts",
      make: { SheetsSceneController() }),
    SceneDescription(
      name: "toss", title: "Toss",
      summary: "UIKit Dynamics: throw the card away; let go gently and it snaps back",
      make: { TossViewController() }),
    SceneDescription(
      name: "book", title: "Book",
      summary: "A page view controller's page curl; a wide window opens two-page spreads",
      make: { BookViewController() }),
    SceneDescription(
      name: "messages", title: "Messages",
      summary: "Type and press Return: the message flies from the field into the list",
      make: { MessagesSceneController() }),
  ]

  public static var names: [String] { scenes.map(\.name) }

  public static func scene(named name: String) -> SceneDescription? {
    scenes.first { $0.name == name }
  }
}
