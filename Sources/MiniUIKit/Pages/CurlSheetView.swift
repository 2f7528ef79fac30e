import Foundation

/// The sheet that stands in for a turning page: strips of the page's snapshot, each a band
/// parallel to the spine, that `show(_:)` places where a `PageCurl` puts them. A strip is
/// squeezed to its band's width seen from above, darkened as it turns edge-on, and, where
/// its back shows, gives way to a strip of the back: the page behind (its content running
/// the other way) or, on a one-sided page, the page's own mirror image washed white. A
/// shadow falls on the page beneath, beside the curl.
@MainActor
final class CurlSheetView: UIView {
  /// Where the spine stands, in this view's coordinates.
  var spineX: CGFloat = 0
  private let pageHeight: CGFloat
  private let bands: [(start: CGFloat, end: CGFloat)]
  private let fronts: [CurlStripView]
  private let backs: [CurlStripView]
  private let hasBackPage: Bool
  private let shadow = CurlShadowView()

  /// How wide the shadow beside the curl is at the curl's largest.
  static let shadowWidth: CGFloat = 28

  init(front: UIView, back: UIView?, pageSize: CGSize, stripWidth: CGFloat) {
    pageHeight = pageSize.height
    let count = max(Int((pageSize.width / stripWidth).rounded(.up)), 1)
    let width = pageSize.width
    bands = (0..<count).map { index in
      (CGFloat(index) * width / CGFloat(count), CGFloat(index + 1) * width / CGFloat(count))
    }
    func strip(of view: UIView, from start: CGFloat, to end: CGFloat, wash: UIColor?)
      -> CurlStripView
    {
      let band = CGRect(x: start, y: 0, width: end - start, height: pageSize.height)
      return CurlStripView(
        content: view.resizableSnapshotView(
          from: band, afterScreenUpdates: false, withCapInsets: .zero),
        size: band.size, wash: wash)
    }
    fronts = bands.map { strip(of: front, from: $0.start, to: $0.end, wash: nil) }
    hasBackPage = back != nil
    backs = bands.map { band in
      if let back {
        // The back's point at u from the spine is u from its own spine edge, on its right.
        return strip(of: back, from: width - band.end, to: width - band.start, wash: nil)
      }
      return strip(of: front, from: band.start, to: band.end, wash: UIColor(white: 1, alpha: 0.8))
    }
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    for strip in fronts { addSubview(strip) }
    addSubview(shadow)
    for strip in backs { addSubview(strip) }
  }

  /// Made only in code.
  required init?(coder: NSCoder) { nil }

  /// Places the strips, their shading and the shadow as `curl` has the page.
  func show(_ curl: PageCurl) {
    for (index, band) in bands.enumerated() {
      let start = curl.place(band.start)
      let end = curl.place(band.end)
      let middle = (band.start + band.end) / 2
      let showsBack = curl.place(middle).showsBack
      let strip = showsBack ? backs[index] : fronts[index]
      let hidden = showsBack ? fronts[index] : backs[index]
      hidden.isHidden = true
      var scale = (end.at - start.at) / (band.end - band.start)
      if showsBack && hasBackPage { scale = -scale }
      guard abs(scale) > 0.01 else {
        strip.isHidden = true
        continue
      }
      strip.isHidden = false
      strip.center = CGPoint(x: spineX + (start.at + end.at) / 2, y: pageHeight / 2)
      strip.transform = CGAffineTransform(scaleX: scale, y: 1)
      strip.shade = curl.shading(middle) * (showsBack ? 0.25 : 0.45)
    }
    let reach = curl.maximumRadius > 0 ? curl.radius / curl.maximumRadius : 0
    shadow.isHidden = reach <= 0
    shadow.frame = CGRect(
      x: spineX + curl.outerEdge, y: 0, width: Self.shadowWidth * reach, height: pageHeight)
  }
}

/// One band of a page: its snapshot, a wash over the back of a one-sided page, and shade.
@MainActor
final class CurlStripView: UIView {
  private let shadeView = UIView()

  /// How dark the strip turns, 0…1.
  var shade: CGFloat = 0 {
    didSet { shadeView.alpha = shade }
  }

  init(content: UIView?, size: CGSize, wash: UIColor?) {
    super.init(frame: CGRect(origin: .zero, size: size))
    if let content {
      content.frame = bounds
      addSubview(content)
    }
    if let wash {
      let washView = UIView(frame: bounds)
      washView.backgroundColor = wash
      addSubview(washView)
    }
    shadeView.frame = bounds
    shadeView.backgroundColor = .black
    shadeView.alpha = 0
    addSubview(shadeView)
  }

  /// Made only in code.
  required init?(coder: NSCoder) { nil }
}

/// The shadow a curling page casts on the page beneath: dark at the curl, fading away.
@MainActor
final class CurlShadowView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }

  override init(frame: CGRect) {
    super.init(frame: frame)
    let gradient = layer as? CAGradientLayer
    gradient?.colors = [UIColor(white: 0, alpha: 0.3).cgColor, UIColor(white: 0, alpha: 0).cgColor]
    gradient?.startPoint = CGPoint(x: 0, y: 0.5)
    gradient?.endPoint = CGPoint(x: 1, y: 0.5)
    isUserInteractionEnabled = false
  }

  /// Made only in code.
  required init?(coder: NSCoder) { nil }
}
