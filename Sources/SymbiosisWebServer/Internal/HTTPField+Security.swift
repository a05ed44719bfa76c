import HTTPTypes

extension HTTPField.Name {
  /// `Content-Security-Policy`.
  static let symbiosisCSP = Self("Content-Security-Policy")!
  /// `Referrer-Policy`.
  static let symbiosisReferrerPolicy = Self("Referrer-Policy")!
  /// `X-Content-Type-Options`.
  static let symbiosisContentTypeOptions = Self("X-Content-Type-Options")!
  /// `Sec-Fetch-Dest`: what a browser will do with the answer (`document` for a page).
  static let symbiosisFetchDestination = Self("Sec-Fetch-Dest")!
}
