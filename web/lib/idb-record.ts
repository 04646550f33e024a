/**
 * One value kept in IndexedDB under a name: asynchronous (nothing waits on the main thread, unlike
 * localStorage) and stored by structured clone, so no JSON round trip. Each call opens the database
 * and closes it after, so another tab or a new version of the app is never blocked by this one.
 */
const DATABASE = 'thanda';
const STORE = 'records';

function openDatabase() {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error(`IndexedDB: ${DATABASE} did not open.`));
  });
}

async function inStore<T>(mode: IDBTransactionMode, ask: (store: IDBObjectStore) => IDBRequest) {
  const db = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = ask(transaction.objectStore(STORE));
      // Resolved once the transaction is done, so a write is stored when the promise says so.
      transaction.oncomplete = () => resolve(request.result as T);
      transaction.onerror = () => reject(transaction.error ?? new Error(`IndexedDB: ${STORE} failed.`));
      transaction.onabort = () => reject(transaction.error ?? new Error(`IndexedDB: ${STORE} aborted.`));
    });
  } finally {
    db.close();
  }
}

/** The value stored under `name`: read, replaced or deleted. */
export function idbRecord<T>(name: string) {
  return {
    get: () => inStore<T | undefined>('readonly', (store) => store.get(name)),
    set: (value: T) => inStore<IDBValidKey>('readwrite', (store) => store.put(value, name)).then(() => undefined),
    delete: () => inStore<undefined>('readwrite', (store) => store.delete(name)),
  };
}

export type IdbRecord<T> = ReturnType<typeof idbRecord<T>>;
