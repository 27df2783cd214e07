import Foundation

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
