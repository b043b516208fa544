import type { UserProfile } from '@atelier/shared/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { errorStatus } from './api-client';
import {
  getProfile,
  sessionToken,
  signInWithEmailRequest,
  signOutRequest,
  signUpWithEmailRequest,
} from './auth-api';
import { authToken } from './auth-token';
import { clearSignedUrlCache } from './signed-url';

export type AuthStatus = 'loading' | 'signed-out' | 'signed-in';

export interface AuthContextValue {
  status: AuthStatus;
  user: UserProfile | null;
  signInWithEmail(email: string, password: string): Promise<UserProfile>;
  signUpWithEmail(name: string, email: string, password: string): Promise<UserProfile>;
  /** Adopts the cookie session the server set (Google popup); null when there is none. */
  signInWithSession(): Promise<UserProfile | null>;
  signOut(): Promise<void>;
  /** Re-reads the profile, e.g. after a generation changed the allowance. */
  refreshProfile(): Promise<UserProfile | null>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

type State =
  { status: 'loading' | 'signed-out'; user: null } | { status: 'signed-in'; user: UserProfile };

const initialState = (): State =>
  authToken.get() ? { status: 'loading', user: null } : { status: 'signed-out', user: null };

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>(initialState);
  // undefined until the first settled state, so the initial load never clears the cache.
  const lastUserId = useRef<string | null | undefined>(undefined);

  const loadProfile = useCallback(async (): Promise<UserProfile | null> => {
    try {
      const user = await getProfile();
      setState({ status: 'signed-in', user });
      return user;
    } catch (error) {
      // SPEC.md §7: a non-OK profile answer is only logged; the visitor is signed out.
      console.warn('Could not load the user profile', error);
      if (errorStatus(error) === 401) authToken.set(null);
      setState({ status: 'signed-out', user: null });
      return null;
    }
  }, []);

  useEffect(() => {
    if (authToken.get()) void loadProfile();
  }, [loadProfile]);

  // A user switch or logout must not leave the previous user's data in the cache.
  useEffect(() => {
    if (state.status === 'loading') return;
    const id = state.user?.id ?? null;
    if (lastUserId.current !== undefined && lastUserId.current !== id) {
      queryClient.clear();
      // Signed image URLs were issued to the previous user.
      clearSignedUrlCache();
    }
    lastUserId.current = id;
  }, [state, queryClient]);

  const adoptToken = useCallback(async (token: string): Promise<UserProfile> => {
    authToken.set(token);
    const user = await getProfile().catch((error: unknown) => {
      authToken.set(null);
      throw error;
    });
    setState({ status: 'signed-in', user });
    return user;
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: state.status,
      user: state.user,
      signInWithEmail: async (email, password) =>
        adoptToken(await signInWithEmailRequest(email, password)),
      signUpWithEmail: async (name, email, password) =>
        adoptToken(await signUpWithEmailRequest(name, email, password)),
      signInWithSession: async () => {
        const token = await sessionToken();
        return token ? adoptToken(token) : null;
      },
      signOut: async () => {
        try {
          await signOutRequest();
        } catch (error) {
          // An expired session is as good as signed out; anything else is reported.
          if (errorStatus(error) !== 401) throw error;
        }
        authToken.set(null);
        setState({ status: 'signed-out', user: null });
      },
      refreshProfile: () => (authToken.get() ? loadProfile() : Promise.resolve(null)),
    }),
    [state, adoptToken, loadProfile],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
