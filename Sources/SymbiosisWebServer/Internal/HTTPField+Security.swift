import HTTPTypes

extension HTTPField.Name {
  /// `Content-Security-Policy`.
  static let symbiosisCSP = Self("Content-Security-Policy")!
  /// `Referrer-Policy`.
  static let symbiosisReferrerPolicy = Self("Referrer-Policy")!
  /// `X-Content-Type-Options`.
  static let symbiosisContentTypeOptions = Self("X-Content-Type-Options")!
}
