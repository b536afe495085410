/**
 * "What our server sees" (/what-our-server-sees): feature by feature, what travels to the server, what it keeps, for
 * how long, and what it cannot learn. Each feature lists the database tables and columns it writes, and
 * tests/integration/what-our-server-sees.test.ts holds those lists against the Drizzle schema (server/db/schema):
 * every table and column is described by exactly one feature, and every column named here exists. A new column
 * fails that test until this page says what it holds.
 */

export interface ServerSeesFeature {
  /** The section's anchor. */
  id: string;
  name: string;
  /** What leaves the phone for our server. */
  travels: string[];
  /** What our server keeps. */
  kept: string[];
  /** For how long. */
  howLong: string;
  /** What our server cannot learn from any of it. */
  cannotLearn: string[];
  /** The database tables this feature writes, each with all its columns (the database's names). */
  tables: Record<string, readonly string[]>;
}

export interface ServerSeesPage {
  path: string;
  heading: string;
  intro: string;
  /** The promise behind the page, said once before the features. */
  principle: string;
  features: ServerSeesFeature[];
}

export const whatOurServerSees: ServerSeesPage = {
  path: "/what-our-server-sees",
  heading: "What Our Server Sees",
  intro:
    "We built Entwine so that what is private between the two of you stays between the two of you, and that includes us. Here is every feature, in plain words: what reaches our server, what it keeps, for how long, and what it cannot learn.",
  principle:
    "We write this as if someone unkind could read our server, its logs and its database, because that is the only honest way to make a promise. Where something stays on your phone, it never reaches us at all.",
  features: [
    {
      id: "on-your-phone",
      name: "Favourites, bucket lists, the journey and saved stories",
      travels: [
        "Nothing about your choices. The catalogue's list of names arrives the same for everyone, and the pictures of your saved positions are drawn on your phone, so no request names a position you saved.",
        "A journey link names its positions in its address. When you plan a journey or open a link your partner shared, our server sees those positions, never which days you have revealed.",
      ],
      kept: ["Nothing. Your favourites, ticks, journey progress and saved stories live in your browser's storage."],
      howLong: "Until you clear them, or clear your browser's data.",
      cannotLearn: ["Which positions you want to try or loved, what you ticked, how far your journey has gone."],
      tables: {},
    },
    {
      id: "our-space",
      name: "Our space",
      travels: [
        "Pairing: a pairing number, a commitment to your phone's key, the two phones' public keys with proofs made from the link's secret, each phone's confirmation that the four words matched and that the key arrived (codes only your phones can make), and the space key sealed for the other phone. The link's secret stays in the part of the address browsers never send.",
        "Updates and snapshots: sealed boxes, encrypted and authenticated on your phones. Each carries a random id and its size.",
        "The live line: a WebSocket, or where one cannot open an event stream. The space's number and access token travel inside the connection, in request headers or in request bodies, never in an address.",
      ],
      kept: [
        "For each space: a random number, a fingerprint (hash) of its access token, when it was made and last used, how many bytes it holds and the number of its newest update.",
        "The sealed updates and at most one sealed snapshot, as bytes we cannot open.",
        "While pairing: the keys, proofs, confirmations, token fingerprints and the sealed key, nothing else.",
      ],
      howLong:
        "A pairing is forgotten once used or cancelled, and after ten minutes at most. A space and everything in it is deleted when either of you unpairs, or after 90 days without use.",
      cannotLearn: [
        "Anything you share: favourites, the note, ticks, the journey, saved matches, cards saved for later and your names are encrypted before they leave your phone.",
        "A question a day: which question you have today (each couple's order comes from their space key), whether either of you has answered, and every answer. Each answer is sealed a second time under a key only its own phone holds, released once the other's answer is in, so not even your partner's phone can read it first.",
        "Plan it: what you planned, for which evening, the title you chose for your calendar and how it went travel only inside the encrypted space (unpaired, they stay on your phone). The calendar file is made on your phone and never sent to us.",
        "The space key, which only your two phones hold.",
        "It cannot drop, reorder or replay an update unnoticed: each phone numbers its own updates inside the encryption, and the other phone says when one is missing.",
        "It can see when a phone is connected, and how large and how frequent the sealed updates are.",
      ],
      tables: {
        space_pairings: [
          "id",
          "inviter_commitment",
          "inviter_key",
          "inviter_proof",
          "inviter_token_hash",
          "joiner_key",
          "joiner_proof",
          "joiner_token_hash",
          "inviter_confirm",
          "joiner_confirm",
          "joiner_key_confirm",
          "inviter_key_confirm",
          "sealed",
          "expires_at",
        ],
        spaces: ["id", "access_hash", "created_at", "last_active_at", "bytes", "seq", "snapshot_seq"],
        space_blobs: ["space_id", "seq", "id", "kind", "body", "created_at"],
      },
    },
    {
      id: "desire-match",
      name: "The desire match",
      travels: [
        "The inviting phone makes a secret that travels only in the link's fragment (or its QR code), which browsers never send to us.",
        "Every step between the two phones is encrypted and authenticated with keys made from that secret, and padded to one size.",
      ],
      kept: [
        "The match's number, fingerprints of the phones' tokens and the sealed steps, which we cannot open.",
        "The level you chose (sweet, sensual or everything), so both phones answer the same deck.",
        "Whether the row is a desire match or tonight's limit (below), which share this store.",
      ],
      howLong: "An hour at most, and deleted as soon as both of you are done.",
      cannotLearn: [
        "Your cards or your answers, or which cards you both chose.",
        "How many cards you share: every step is the same size.",
        "It cannot pretend to be your partner either: without the link's secret its steps would not open.",
      ],
      tables: {
        desire_matches: [
          "id",
          "kind",
          "level",
          "host_token_hash",
          "join_token_hash",
          "guest_token_hash",
          "host_messages",
          "guest_messages",
          "created_at",
          "expires_at",
        ],
      },
    },
    {
      id: "tonight-limit",
      name: "Tonight's limit",
      travels: [
        "A request to start, which names no level. The inviting phone's secret travels only in the link's fragment (or its QR code), which browsers never send to us.",
        "Six sealed steps between the two phones, each the same size whatever either of you chose: each phone's five scrambled points (the levels up to its choice, padded with random ones) and their answers.",
        "Then the room's game level, once: the phone that opened the room sets it, as it would if you picked it yourselves.",
      ],
      kept: [
        "While it runs, in the desire match's store: a number, fingerprints of the phones' tokens and the sealed steps, marked as tonight's limit, with no level.",
        "The room keeps the game's level afterwards, as rooms keep their settings.",
      ],
      howLong:
        "An hour at most, and deleted as soon as both phones have the answer; the room's level goes with the room.",
      cannotLearn: [
        "What either of you chose, or which of you chose tonight's level: it sees only the level the room is set to.",
        "Whether you chose the same or far apart: every step is the same size.",
        "It cannot pretend to be your partner: without the link's secret its steps would not open, and the phone shows nothing.",
      ],
      tables: {},
    },
    {
      id: "rooms",
      name: "Games on two phones",
      travels: [
        "The game you chose, each move, and your nickname if you typed one (passed to your partner's phone, never stored).",
        "The room's secret travels inside the connection or in request headers, never in an address.",
      ],
      kept: [
        "The room: its code, the game, the game's state so both phones stay in step, fingerprints of the two seats' secrets and when the last move was made.",
      ],
      howLong: "Until either of you ends the game, or 24 hours after the last move.",
      cannotLearn: [
        "Who you are: no address, device or name is kept with a room. The game itself is not encrypted, so our server does see which card or roll is showing.",
      ],
      tables: {
        rooms: [
          "id",
          "code",
          "game",
          "state",
          "seq",
          "host_secret_hash",
          "guest_secret_hash",
          "last_move_at",
          "host_last_move",
          "guest_last_move",
        ],
      },
    },
    {
      id: "positions",
      name: "Views and ratings of positions",
      travels: [
        "When you open a position, that it was viewed; when you rate one, your stars and a random device number.",
      ],
      kept: [
        "A count of views and ratings for each position, and each rating with a fingerprint of the device number (never the number itself).",
      ],
      howLong: "As long as the catalogue runs.",
      cannotLearn: ["Who you are, or your favourites: rating and saving are separate, and saving sends nothing."],
      tables: {
        position_stats: ["position_id", "views", "rating_sum", "rating_count", "updated_at"],
        position_ratings: ["position_id", "device_id", "rating", "created_at"],
      },
    },
    {
      id: "blog",
      name: "The blog: stories, likes, views and reports",
      travels: [
        "A story you write, with its pictures and the pen name you choose. A like or a view of a story.",
        "Your story's edit token, which only your phone keeps, so you can follow it in review.",
        "A report of a story: the reason you choose and, if you write one, a short note.",
      ],
      kept: [
        "The story, its status and the admin's reason if it is declined, a fingerprint of its edit token, and a count of its likes and views.",
        "A fingerprint of the story's words (numbers, not text) to refuse the same story sent twice, and why a story waits for the admin's eyes.",
        "A report: its reason, its note and a salted fingerprint of the reporter's address mixed with the story, so one reader reports a story once.",
      ],
      howLong:
        "A published story stays until it is taken down; a declined one until the admin deletes it. A report stays until the story is taken down or deleted.",
      cannotLearn: [
        "Who liked or read a story: a like or a view is a number on the story, and stopping double counting uses a salted fingerprint of the address that is forgotten within a day.",
        "Who reported a story: no address is kept, and a report's fingerprint cannot be matched with the same reader's report of another story.",
      ],
      tables: {
        blog_posts: [
          "id",
          "title",
          "slug",
          "content",
          "content_blob_url",
          "excerpt",
          "featured_image",
          "category",
          "tags",
          "tags_text",
          "status",
          "read_time",
          "views",
          "likes",
          "created_at",
          "updated_at",
          "published_at",
          "author",
          "author_image",
          "author_email",
          "meta_title",
          "meta_description",
          "meta_keywords",
          "seo_score",
          "featured",
          "submitted_by",
          "submitted_at",
          "approved_by",
          "approved_at",
          "approved",
          "rejection_reason",
          "is_user_submission",
          "edit_token_hash",
          "pen_name",
          "search_vector",
          "fingerprint",
          "fingerprint_bands",
          "held_reasons",
          "hidden_by_reports",
        ],
        blog_reports: ["id", "post_id", "reader_key", "reason", "note", "created_at", "dismissed_at"],
      },
    },
    {
      id: "uploads",
      name: "Pictures for stories",
      travels: ["The picture you add to a story, its file name and a title."],
      kept: [
        "The file, its size and kind, and a fingerprint of a private cookie so only you (and the admin) see it before the story is published.",
      ],
      howLong: "As long as a published story shows it. A picture no story uses is deleted after seven days.",
      cannotLearn: ["Who you are: no address or device is kept with an upload."],
      tables: {
        media_items: [
          "id",
          "kind",
          "title",
          "description",
          "original_name",
          "stored_name",
          "mime",
          "bytes",
          "width",
          "height",
          "variants",
          "source",
          "url",
          "style",
          "difficulty",
          "duration",
          "tags",
          "uploaded_by",
          "is_public",
          "uploader_key",
          "created_at",
          "updated_at",
        ],
      },
    },
    {
      id: "contact",
      name: "Contact messages",
      travels: ["Your message, and a name and reply address only if you give them."],
      kept: ["Exactly that, with the time it arrived and when the admin read it."],
      howLong: "Until the admin deletes it.",
      cannotLearn: ["Your address or device: neither is kept with the message."],
      tables: { contact_messages: ["id", "name", "message", "reply_to", "created_at", "read_at"] },
    },
    {
      id: "visits",
      name: "Visits and page speed",
      travels: [
        "Each page you open, as every website receives it.",
        "After a page loads, a small note of how fast it felt (Web Vitals) for that page's address.",
      ],
      kept: [
        "A count per day, page, referring site and kind of device (phone or computer), and the speed figures with the page and the kind of device.",
      ],
      howLong: "90 days (the site's setting), then deleted.",
      cannotLearn: ["Who visited: no cookie, address or device number is kept with a visit or a speed note."],
      tables: {
        page_views: ["day", "path", "referrer_host", "device", "views"],
        vitals_reports: ["id", "created_at", "path", "metric", "value", "device"],
      },
    },
    {
      id: "limits",
      name: "Limits against abuse",
      travels: ["Your internet address, as with any website, so one address cannot flood the site."],
      kept: [
        "A counter per limit and time window, under a salted fingerprint of the address (the salt's other half lives outside the database, so a leaked database cannot be matched to addresses).",
        "For each store visitors write (Our space, rooms, desire matches, messages, stories, uploads): its limit, and its size and number of items as 32 running sums (so that one visitor's write never waits for another's). Nothing about any one visitor or address.",
      ],
      howLong: "Counters a day at most; the stores' totals for as long as the site runs, as running sums.",
      cannotLearn: ["Your address itself: only the fingerprint is kept."],
      tables: {
        rate_limit_counters: ["bucket", "key", "window_start", "count"],
        storage_usage: ["store", "cap"],
        storage_usage_shards: ["store", "shard", "bytes", "items", "allowance"],
      },
    },
    {
      id: "admin",
      name: "Admin sign-in",
      travels: ["The admin's username and password when signing in, then a session cookie."],
      kept: [
        "The admin's username and a slow hash of the password, fingerprints of session tokens, and counts of failed sign-ins under fingerprints.",
      ],
      howLong: "A session lasts a day; failed sign-ins are forgotten after 15 minutes.",
      cannotLearn: ["The password itself, or a session token: only their hashes are kept."],
      tables: {
        admin_users: ["id", "username", "password_hash", "created_at", "updated_at"],
        admin_sessions: ["token_hash", "user_id", "created_at", "expires_at"],
        login_failures: ["scope", "key", "failures", "last_failure_at"],
      },
    },
    {
      id: "site",
      name: "What the admin publishes",
      travels: ["Only the admin's own edits: page titles, the game and journey positions, default pictures, settings."],
      kept: ["The site's own content. Nothing in it is about you."],
      howLong: "Until the admin changes it.",
      cannotLearn: ["Nothing about visitors is written here."],
      tables: {
        page_seo: [
          "id",
          "path",
          "title",
          "description",
          "keywords",
          "canonical",
          "og_type",
          "schema_type",
          "category",
          "og_title",
          "og_description",
          "og_image",
          "customized",
          "last_updated",
        ],
        scratch_positions: [
          "id",
          "title",
          "image",
          "media_type",
          "description",
          "category",
          "difficulty",
          "tags",
          "is_default",
          "sort_order",
          "created_at",
          "updated_at",
        ],
        journey_positions: [
          "id",
          "name",
          "instructions",
          "description",
          "style",
          "difficulty",
          "category",
          "image_url",
          "media_type",
          "benefits",
          "duration",
          "views",
          "rating",
          "is_popular",
          "featured",
          "sort_order",
          "created_at",
          "updated_at",
        ],
        game_position_lists: ["list", "version", "updated_at"],
        default_images: ["category", "image_url", "media_type", "updated_at"],
        app_settings: ["key", "value", "updated_at"],
      },
    },
    {
      id: "logs",
      name: "Request logs",
      travels: ["Every request, as every website receives it."],
      kept: [
        "A line per request: the time, the method, the path, the answer's status, how long it took and a random request number. Not your address, not your cookies, not any header, and no query string for Our space, rooms or the desire match.",
      ],
      howLong: "Logs are not written to the database; they last as long as whoever runs the server keeps its output.",
      cannotLearn: [
        "Anything private: no request the app makes while it shows your private things names a position, a note, a card or a token in its address.",
      ],
      tables: {},
    },
  ],
};
