// For the data layer's own tests: makes the device's IndexedDB refuse every request to
// one collection's stores, as a browser does when it cannot read its disk, until the
// returned function is called.
import { IDBTransaction as FakeTransaction } from 'fake-indexeddb';

export function failStoresOf(collection: string, transaction: { prototype: IDBTransaction } = FakeTransaction): () => void {
  const proto = transaction.prototype;
  const original = proto.objectStore;
  proto.objectStore = function objectStore(this: IDBTransaction, name: string) {
    if (this.db.name.endsWith(`--${collection}`)) throw new DOMException('The device could not read its database.', 'UnknownError');
    return original.call(this, name);
  };
  return () => {
    proto.objectStore = original;
  };
}
