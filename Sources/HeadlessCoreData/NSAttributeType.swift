import Foundation

/// The type of an attribute's values, with Core Data's names and raw values.
public enum NSAttributeType: UInt, Sendable {
  case undefinedAttributeType = 0
  case integer16AttributeType = 100
  case integer32AttributeType = 200
  case integer64AttributeType = 300
  case doubleAttributeType = 500
  case floatAttributeType = 600
  case stringAttributeType = 700
  case booleanAttributeType = 800
  case dateAttributeType = 900
  case binaryDataAttributeType = 1000
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case UUIDAttributeType = 1100
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case URIAttributeType = 1200
}
