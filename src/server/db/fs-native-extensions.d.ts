// The part of fs-native-extensions' API used here (the package ships no types).
declare module 'fs-native-extensions' {
  /**
   * Takes an exclusive (or, with shared, a shared) lock on the file open at fd without waiting:
   * true when taken, false when another holds it; throws for a file system without locks.
   */
  export function tryLock(
    fd: number,
    offset?: number,
    length?: number,
    options?: { shared?: boolean },
  ): boolean;
}
