import Foundation

/// How the tests (and the demo they run, built beside them) were built.
public enum TestBuild {
  /// Whether AddressSanitizer is in this process (`make test-asan`): its allocator holds freed
  /// memory in quarantine rather than reusing it, so a bound on resident memory does not hold.
  public static let hasAddressSanitizer = dlsym(nil, "__asan_init") != nil
}
