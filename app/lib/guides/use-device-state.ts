import { useCallback, useEffect, useRef, useState } from "react";
import {
  deviceStorage as browserStorage,
  readDeviceValue,
  writeDeviceValue,
  type Validate,
} from "~/lib/device-storage";

/**
 * State kept in localStorage under `key`. The server render and the first client render use `fallback`;
 * the stored value is read in an effect (so hydration matches) and validated. `loaded` turns true after
 * that read. Every update is written back. Changes made in another tab are picked up.
 */
export function useDeviceState<T>(
  key: string,
  fallback: T,
  validate: Validate<T>,
): [value: T, setValue: (next: T | ((current: T) => T)) => void, loaded: boolean] {
  const [value, setState] = useState<T>(fallback);
  const [loaded, setLoaded] = useState(false);
  const fallbackRef = useRef(fallback);
  const validateRef = useRef(validate);
  fallbackRef.current = fallback;
  validateRef.current = validate;

  useEffect(() => {
    setState(readDeviceValue(browserStorage(), key, fallbackRef.current, validateRef.current));
    setLoaded(true);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) setState(readDeviceValue(browserStorage(), key, fallbackRef.current, validateRef.current));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [key]);

  const setValue = useCallback(
    (next: T | ((current: T) => T)) => {
      setState((current) => {
        const value = typeof next === "function" ? (next as (current: T) => T)(current) : next;
        writeDeviceValue(browserStorage(), key, value);
        return value;
      });
    },
    [key],
  );

  return [value, setValue, loaded];
}
