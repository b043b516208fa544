// The bearer token of the signed-in user. Kept in localStorage so a reload stays signed in;
// the api client reads it for every call and the auth provider writes it.
const STORAGE_KEY = 'atelier.auth-token';

type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can throw when disabled by the browser's privacy settings.
    return null;
  }
}

export const authToken = {
  get(): string | null {
    return storage()?.getItem(STORAGE_KEY) ?? null;
  },
  set(token: string | null): void {
    const store = storage();
    if (token) store?.setItem(STORAGE_KEY, token);
    else store?.removeItem(STORAGE_KEY);
    for (const listener of listeners) listener(token);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
