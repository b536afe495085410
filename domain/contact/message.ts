import { z } from "zod";

export const CONTACT_LIMITS = { name: 100, message: 5000, replyTo: 200, minMessage: 10 } as const;

export const CONTACT_MESSAGES = {
  sent: "Thank you! Your message is on its way to the team.",
  tooMany: "You have sent several messages already. Please try again in an hour.",
  inboxFull: "Our inbox is full just now, so your message could not be kept. Please try again in a day or two.",
} as const;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** The contact form, the same rules for the page's form and the API. */
export const contactMessageSchema = z.object({
  name: optionalText(CONTACT_LIMITS.name, "Your name"),
  message: z
    .string({ error: "Please write a message" })
    .trim()
    .min(CONTACT_LIMITS.minMessage, `Please write at least ${CONTACT_LIMITS.minMessage} characters`)
    .max(CONTACT_LIMITS.message, `The message is at most ${CONTACT_LIMITS.message} characters`),
  replyTo: optionalText(CONTACT_LIMITS.replyTo, "The reply address").pipe(
    z.email({ error: "Please give a valid email address, or leave it empty" }).optional(),
  ),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

/** Messages one address may send in an hour. */
export const CONTACT_RATE_LIMIT = { bucket: "contact", limit: 5, windowMs: 3_600_000 } as const;
