// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

extension Notification.Name {
  /// Posted by a context when it processes pending changes (user info: inserted, updated and
  /// deleted objects under `NSInsertedObjectsKey`, `NSUpdatedObjectsKey`, `NSDeletedObjectsKey`).
  public static let NSManagedObjectContextObjectsDidChange = Notification.Name(
    "NSObjectsChangedInManagingContextNotification")
  /// Posted by a context before it saves.
  public static let NSManagedObjectContextWillSave = Notification.Name(
    "NSManagingContextWillSaveChangesNotification")
  /// Posted by a context after it saved (same user-info keys as ObjectsDidChange).
  public static let NSManagedObjectContextDidSave = Notification.Name(
    "NSManagingContextDidSaveChangesNotification")
}
