/** Static information pages: legal pages, FAQ, contact and the two advice articles. */
import { communicationTips } from "./communication-tips";
import { contact } from "./contact";
import { faq } from "./faq";
import { privacyPolicy } from "./privacy-policy";
import { relationshipAdvice } from "./relationship-advice";
import { termsOfService } from "./terms-of-service";
import type { InfoPageContent } from "./types";

export type { InfoPageContent, InfoSection } from "./types";

export type InfoPageSlug =
  "privacy-policy" | "terms-of-service" | "faq" | "contact" | "communication-tips" | "relationship-advice";

export const infoPages: Readonly<Record<InfoPageSlug, InfoPageContent>> = Object.freeze({
  "privacy-policy": privacyPolicy,
  "terms-of-service": termsOfService,
  faq,
  contact,
  "communication-tips": communicationTips,
  "relationship-advice": relationshipAdvice,
});

export { communicationTips, contact, faq, privacyPolicy, relationshipAdvice, termsOfService };
