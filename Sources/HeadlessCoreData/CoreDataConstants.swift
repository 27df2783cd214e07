// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

// Core Data's constants, with Apple's names and values: store types, notifications and their
// user-info keys, error codes and error user-info keys.

// MARK: Store types

/// The type of a store kept in an SQLite file.
public let NSSQLiteStoreType = "SQLite"

/// The type of a store kept in memory only (an SQLite `:memory:` database: the same code as
/// the file store, gone when the coordinator goes).
public let NSInMemoryStoreType = "InMemory"

// MARK: Notifications

/// The user-info key of the inserted objects of a context notification.
public let NSInsertedObjectsKey = "inserted"

/// The user-info key of the updated objects of a context notification.
public let NSUpdatedObjectsKey = "updated"

/// The user-info key of the deleted objects of a context notification.
public let NSDeletedObjectsKey = "deleted"

// MARK: Errors (thrown as NSError in NSCocoaErrorDomain, as Core Data throws them)

/// The user-info key of the SQLite result code behind an error.
public let NSSQLiteErrorDomain = "NSSQLiteErrorDomain"

/// The user-info key of the underlying errors when a save fails validation more than once.
public let NSDetailedErrorsKey = "NSDetailedErrors"

/// The user-info key of the object that failed validation.
public let NSValidationObjectErrorKey = "NSValidationErrorObject"

/// The user-info key of the attribute that failed validation.
public let NSValidationKeyErrorKey = "NSValidationErrorKey"

/// The user-info key of the value that failed validation.
public let NSValidationValueErrorKey = "NSValidationErrorValue"

/// More than one validation error; they are under `NSDetailedErrorsKey`.
public let NSValidationMultipleErrorsError = 1560

/// A non-optional attribute has no value.
public let NSValidationMissingMandatoryPropertyError = 1570

/// An integer is too large for its attribute's type.
public let NSValidationNumberTooLargeError = 1610

/// An integer is too small for its attribute's type.
public let NSValidationNumberTooSmallError = 1620

/// The store type is not one this coordinator knows.
public let NSPersistentStoreInvalidTypeError = 134000

/// The store's file is an SQLite database but not a Core Data store.
public let NSPersistentStoreIncompatibleSchemaError = 134020

/// Writing to the store failed.
public let NSPersistentStoreSaveError = 134030

/// A general Core Data error (a fetch that cannot run, for instance).
public let NSCoreDataError = 134060

/// The store could not be opened.
public let NSPersistentStoreOpenError = 134080

/// The store was created with a different model.
public let NSPersistentStoreIncompatibleVersionHashError = 134100

/// An object that does not exist (in the context or its store).
public let NSManagedObjectReferentialIntegrityError = 133000
