// TEMPORARY: the screens' one import of the phone's engine, pointed at the in-memory stand-in until it lands.
export { useOurSpace, usePairing } from "./fake-engine";

/** TEMPORARY: until domain/our-space/space-doc.ts lands. */
export const NOTE_MAX_LENGTH = 500;
