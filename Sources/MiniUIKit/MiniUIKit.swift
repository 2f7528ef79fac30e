// As `import UIKit` does, `import MiniUIKit` brings Foundation (CGRect, CGFloat, Date, …).
@_exported import Foundation
