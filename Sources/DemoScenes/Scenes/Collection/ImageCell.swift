import MiniUIKit

/// The seeds' image cell: a 100×100 image, aspect-fit and scaled by 0.9 so that the black
/// background shows round it as a border, yellow while selected.
@MainActor
public final class ImageCell: UICollectionViewCell {
  public static let reuseIdentifier = "ImageCell"

  public let imageView = UIImageView(frame: .zero)

  public override init(frame: CGRect) {
    super.init(frame: frame)
    let background = UIView()
    background.backgroundColor = .black
    backgroundView = background
    let selected = UIView()
    selected.backgroundColor = .yellow
    selectedBackgroundView = selected
    imageView.frame = contentView.bounds
    imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    imageView.contentMode = .scaleAspectFit
    imageView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
    contentView.addSubview(imageView)
  }

  required init?(coder: NSCoder) { nil }

  public override func prepareForReuse() {
    super.prepareForReuse()
    imageView.image = nil
  }
}
