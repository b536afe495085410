/**
 * What the Our space screens get from the phone's side of the feature (app/lib/our-space): the shared document as
 * this phone sees it, the line to the server, and the pairing steps. The hooks that return these live beside it
 * (use-our-space.ts, use-pairing.ts); the screens in app/components/our-space use only these types.
 */
import type { SavedMatch, SpaceView } from "@domain/our-space/view";

/** unpaired: the space lives on this phone only; ended: the partner unpaired (the local copy stays). */
export type SpaceStatus = "unpaired" | "connecting" | "online" | "offline" | "ended";

export interface OurSpace {
  status: SpaceStatus;
  paired: boolean;
  /** This phone's member id in the shared document. */
  me: string;
  /** The local document (also before pairing, and after the space ended). */
  view: SpaceView;
  partnerOnline: boolean;
  /** Local changes the server has not stored yet (offline, or on their way). */
  pending: number;
  /** The last refusal or problem worth telling (e.g. SPACE_ERRORS.unreadable), until dismissed. */
  notice: string | null;
  /** While an update from the partner's phone is known to be missing, the words that say so; null otherwise. */
  missing: string | null;
  dismissNotice(): void;
  setNote(text: string): void;
  saveMatch(items: SavedMatch["items"]): void;
  removeMatch(id: string): void;
  /** Removes a card saved for later (domain laterKey), for both phones. */
  removeLater(key: string): void;
  /** Ends the space for both phones: the server's copy is deleted, this phone keeps its own copy. */
  unpair(): Promise<void>;
  /** An encrypted file of the whole space and the recovery code that opens it. */
  exportSpace(): { fileName: string; text: string; code: string };
  /** Merges an exported file into this phone's space; false when the file or the code is wrong. */
  importSpace(fileText: string, code: string): boolean;
}

export type PairingState =
  | { step: "idle" }
  /** This phone invites: show the QR code and the link, wait for the partner's phone. */
  | { step: "inviting"; link: string }
  /** Both phones show the same words when nobody came between them: the couple compares, then confirm or reject. */
  | { step: "compare"; role: "inviter" | "joiner"; safetyCode: string[] }
  /**
   * Waiting for the other phone: `connect` before the words show; `words` confirmed here, not yet there; `key` both
   * confirmed, the phones are handing over and confirming the space's key.
   */
  | { step: "waiting"; role: "inviter" | "joiner"; for: "connect" | "words" | "key" }
  | { step: "paired" }
  | { step: "failed"; message: string };

export interface Pairing {
  state: PairingState;
  /** Starts an invitation from this phone. */
  invite(): void;
  /** Answers an invitation: the link's fragment (`#pairing.secret`). */
  join(fragment: string): void;
  /** The codes match. */
  confirm(): void;
  /** The codes differ: the pairing is cancelled on both phones. */
  reject(): void;
  reset(): void;
}
