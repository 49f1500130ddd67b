/**
 * The parts of the Firebase SDK the app calls, named one by one. Callers load this module with
 * `import()`; importing `firebase/auth` itself that way keeps its every export, because the build
 * cannot tell which ones a namespace object will be asked for (docs/decisions/034-lean-client-bundles.md).
 */
export { initializeApp } from 'firebase/app';
export {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  deleteUser,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  onIdTokenChanged,
  reauthenticateWithPopup,
  signInWithPopup,
  signOut,
} from 'firebase/auth';
