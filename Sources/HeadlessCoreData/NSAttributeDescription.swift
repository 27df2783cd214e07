import Foundation

/// An attribute: a named value of one type, stored in its own column.
@MainActor
open class NSAttributeDescription: NSPropertyDescription {
  /// The type of the attribute's values.
  open var attributeType: NSAttributeType = .undefinedAttributeType
  /// The value a new object starts with (nil: none).
  open var defaultValue: Any?

  /// The Objective-C class name Core Data reports for the values ("NSString", "NSDate"…).
  open var attributeValueClassName: String? {
    switch attributeType {
    case .undefinedAttributeType: nil
    case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType, .doubleAttributeType,
      .floatAttributeType, .booleanAttributeType:
      "NSNumber"
    case .stringAttributeType: "NSString"
    case .dateAttributeType: "NSDate"
    case .binaryDataAttributeType: "NSData"
    case .UUIDAttributeType: "NSUUID"
    case .URIAttributeType: "NSURL"
    }
  }

  public override init() {}

  /// An attribute with a name, a type, and optionally whether it may be nil and a default.
  public convenience init(
    name: String, type: NSAttributeType, isOptional: Bool = true, defaultValue: Any? = nil
  ) {
    self.init()
    self.name = name
    self.attributeType = type
    self.isOptional = isOptional
    self.defaultValue = defaultValue
  }
}

// The builder: one short factory per attribute type, for `attributes: [.string("title"), …]`.
extension NSAttributeDescription {
  /// A String attribute.
  public static func string(_ name: String, isOptional: Bool = true, defaultValue: String? = nil)
    -> NSAttributeDescription
  {
    NSAttributeDescription(
      name: name, type: .stringAttributeType, isOptional: isOptional, defaultValue: defaultValue)
  }

  /// A Date attribute, stored exactly (seconds since the reference date, as a Double).
  public static func date(_ name: String, isOptional: Bool = true, defaultValue: Date? = nil)
    -> NSAttributeDescription
  {
    NSAttributeDescription(
      name: name, type: .dateAttributeType, isOptional: isOptional, defaultValue: defaultValue)
  }

  /// A 16-bit integer attribute.
  public static func integer16(_ name: String, isOptional: Bool = true, defaultValue: Int16? = nil)
    -> NSAttributeDescription
  {
    NSAttributeDescription(
      name: name, type: .integer16AttributeType, isOptional: isOptional, defaultValue: defaultValue)
  }

  /// A 32-bit integer attribute.
  public static func integer32(_ name: String, isOptional: Bool = true, defaultValue: Int32? = nil)
    -> NSAttributeDescription
  {
    NSAttributeDescription(
      name: name, type: .integer32AttributeType, isOptional: isOptional, defaultValue: defaultValue)
  }

  /// A 64-bit integer attribute.
  public static func integer64(_ name: String, isOptional: Bool = true, defaultValue: Int64? = nil)
    -> NSAttributeDescription
  {
    NSAttributeDescription(
      name: name, type: .integer64AttributeType, isOptional: isOptional, defaultValue: defaultValue)
  }

  /// A Double attribute.
  public static func double(_ name: String, isOptional: Bool = true, defaultValue: Double? = nil)
    -> NSAttributeDescription
  {
    NSAttributeDescription(
      name: name, type: .doubleAttributeType, isOptional: isOptional, defaultValue: defaultValue)
  }

  /// A Float attribute.
  public static func float(_ name: String, isOptional: Bool = true, defaultValue: Float? = nil)
    -> NSAttributeDescription
  {
    NSAttributeDescription(
      name: name, type: .floatAttributeType, isOptional: isOptional, defaultValue: defaultValue)
  }

  /// A Bool attribute.
  public static func boolean(_ name: String, isOptional: Bool = true, defaultValue: Bool? = nil)
    -> NSAttributeDescription
  {
    NSAttributeDescription(
      name: name, type: .booleanAttributeType, isOptional: isOptional, defaultValue: defaultValue)
  }

  /// A Data attribute.
  public static func binaryData(_ name: String, isOptional: Bool = true, defaultValue: Data? = nil)
    -> NSAttributeDescription
  {
    NSAttributeDescription(
      name: name, type: .binaryDataAttributeType, isOptional: isOptional, defaultValue: defaultValue)
  }

  /// A UUID attribute.
  public static func uuid(_ name: String, isOptional: Bool = true, defaultValue: UUID? = nil)
    -> NSAttributeDescription
  {
    NSAttributeDescription(
      name: name, type: .UUIDAttributeType, isOptional: isOptional, defaultValue: defaultValue)
  }

  /// A URL attribute.
  public static func uri(_ name: String, isOptional: Bool = true, defaultValue: URL? = nil)
    -> NSAttributeDescription
  {
    NSAttributeDescription(
      name: name, type: .URIAttributeType, isOptional: isOptional, defaultValue: defaultValue)
  }
}
