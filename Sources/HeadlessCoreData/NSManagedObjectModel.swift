import Foundation

/// The schema: the entities a store holds. Apple loads it from a compiled .xcdatamodeld;
/// here it is defined in code, with Core Data's classes or the shorter builder below:
///
///     let model = NSManagedObjectModel(entities: [
///       NSEntityDescription(name: "Task", managedObjectClass: Task.self, attributes: [
///         .string("title"), .date("dueDate"), .string("id"),
///       ])
///     ])
@MainActor
open class NSManagedObjectModel {
  /// The entities, in the order they were given.
  open var entities: [NSEntityDescription] = [] {
    didSet {
      for entity in entities { entity.managedObjectModel = self }
    }
  }

  /// The entities by name.
  open var entitiesByName: [String: NSEntityDescription] {
    Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }) { first, _ in first }
  }

  public init() {}

  /// A model with these entities.
  public convenience init(entities: [NSEntityDescription]) {
    self.init()
    self.entities = entities
    for entity in entities { entity.managedObjectModel = self }
  }
}

/// One kind of managed object: its name, its attributes and the class that represents it.
@MainActor
open class NSEntityDescription {
  /// The entity's name, as fetch requests name it ("Task").
  open var name: String?
  /// The class instantiated for this entity's objects: `NSManagedObject` or a subclass of it.
  /// (Apple names the class by string, `managedObjectClassName`, and finds it through the
  /// Objective-C runtime; Linux has none, so the class itself is given.)
  open var managedObjectClass: NSManagedObject.Type = NSManagedObject.self
  /// The name of `managedObjectClass`.
  open var managedObjectClassName: String { String(describing: managedObjectClass) }
  /// The properties (attributes), in the order they were given.
  open var properties: [NSPropertyDescription] = [] {
    didSet {
      for property in properties { property.owner = self }
      cachedAttributesByName = nil
    }
  }
  // Key-value access looks attributes up on every call: build the table once.
  private var cachedAttributesByName: [String: NSAttributeDescription]?
  /// The model the entity belongs to.
  open internal(set) weak var managedObjectModel: NSManagedObjectModel?

  public init() {}

  /// An entity with a name, the class of its objects and its attributes.
  public convenience init(
    name: String, managedObjectClass: NSManagedObject.Type = NSManagedObject.self,
    attributes: [NSAttributeDescription]
  ) {
    self.init()
    self.name = name
    self.managedObjectClass = managedObjectClass
    self.properties = attributes
    for attribute in attributes { attribute.owner = self }
  }

  /// The properties by name.
  open var propertiesByName: [String: NSPropertyDescription] {
    Dictionary(properties.map { ($0.name, $0) }) { first, _ in first }
  }

  /// The attributes by name.
  open var attributesByName: [String: NSAttributeDescription] {
    if let cachedAttributesByName { return cachedAttributesByName }
    let attributesByName = Dictionary(attributes.map { ($0.name, $0) }) { first, _ in first }
    cachedAttributesByName = attributesByName
    return attributesByName
  }

  /// The attributes, in the order they were given.
  var attributes: [NSAttributeDescription] { properties.compactMap { $0 as? NSAttributeDescription } }

  /// The entity named `entityName` in the model of `context`'s coordinator.
  open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext)
    -> NSEntityDescription?
  {
    context.persistentStoreCoordinator?.managedObjectModel.entitiesByName[entityName]
  }

  /// Creates an object of the entity named `entityName` and inserts it into `context`.
  /// An unknown entity name is a programming error, as in Core Data.
  open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext)
    -> NSManagedObject
  {
    guard let entity = entity(forEntityName: entityName, in: context) else {
      fatalError("+entityForName: could not locate an entity named '\(entityName)' in this model.")
    }
    return entity.managedObjectClass.init(entity: entity, insertInto: context)
  }
}

/// A property of an entity. HeadlessCoreData has attributes only (no relationships).
@MainActor
open class NSPropertyDescription {
  /// The property's name: the key of `value(forKey:)`.
  open var name: String = ""
  /// Whether the property may be nil when saving. True unless set otherwise, as in Core Data.
  open var isOptional: Bool = true
  weak var owner: NSEntityDescription?

  /// The entity the property belongs to.
  open var entity: NSEntityDescription {
    guard let owner else { fatalError("The property \"\(name)\" belongs to no entity.") }
    return owner
  }

  public init() {}
}

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
