// Inserts requested in the same tick reach the database as one bulk write (one
// IndexedDB transaction instead of one per document): saving a thousand history
// items costs about what one bulk write costs.
import type { RxCollection } from 'rxdb';

type Waiting = { doc: unknown; resolve: () => void; reject: (error: Error) => void };

const queues = new WeakMap<object, Waiting[]>();

async function flush<T>(collection: RxCollection<T>): Promise<void> {
  const queue = queues.get(collection) ?? [];
  queues.delete(collection);
  try {
    const result = await collection.bulkInsert(queue.map((entry) => entry.doc as T));
    const failed = new Map(result.error.map((error) => [error.documentId, error]));
    const primary = collection.schema.primaryPath as string;
    for (const entry of queue) {
      const error = failed.get(String((entry.doc as Record<string, unknown>)[primary]));
      if (error) entry.reject(new Error(error.status === 409 ? 'a document with this id already exists' : `write refused (${error.status})`));
      else entry.resolve();
    }
  } catch (error) {
    for (const entry of queue) entry.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

export function batchedInsert<T>(collection: RxCollection<T>, doc: T): Promise<void> {
  let queue = queues.get(collection);
  if (!queue) {
    queue = [];
    queues.set(collection, queue);
    queueMicrotask(() => void flush(collection));
  }
  const waiting = queue;
  return new Promise((resolve, reject) => waiting.push({ doc, resolve, reject }));
}
