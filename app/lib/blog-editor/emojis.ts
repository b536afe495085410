/** The editor's emoji panel: about 150 emojis in named groups (the name is the button's accessible label). */

export interface Emoji {
  char: string;
  name: string;
}

export interface EmojiGroup {
  id: string;
  label: string;
  emojis: readonly Emoji[];
}

const group = (id: string, label: string, list: ReadonlyArray<readonly [string, string]>): EmojiGroup => ({
  id,
  label,
  emojis: list.map(([char, name]) => ({ char, name })),
});

export const EMOJI_GROUPS: readonly EmojiGroup[] = [
  group("love", "Love", [
    ["❤️", "red heart"], ["🧡", "orange heart"], ["💛", "yellow heart"], ["💚", "green heart"], ["💙", "blue heart"],
    ["💜", "purple heart"], ["🖤", "black heart"], ["🤍", "white heart"], ["🤎", "brown heart"], ["💕", "two hearts"],
    ["💞", "revolving hearts"], ["💓", "beating heart"], ["💗", "growing heart"], ["💖", "sparkling heart"], ["💘", "heart with arrow"],
    ["💝", "heart with ribbon"], ["💟", "heart decoration"], ["❣️", "heart exclamation"], ["💔", "broken heart"], ["❤️‍🔥", "heart on fire"],
    ["❤️‍🩹", "mending heart"], ["💋", "kiss mark"], ["💌", "love letter"], ["💍", "ring"], ["💎", "gem stone"],
  ]),
  group("faces", "Faces", [
    ["😀", "grinning face"], ["😃", "big smile"], ["😄", "smiling eyes"], ["😁", "beaming face"], ["😆", "laughing"],
    ["😅", "sweat smile"], ["😂", "tears of joy"], ["🤣", "rolling on the floor laughing"], ["😊", "smiling face"], ["😇", "halo"],
    ["🙂", "slight smile"], ["🙃", "upside-down face"], ["😉", "winking face"], ["😌", "relieved face"], ["😍", "heart eyes"],
    ["🥰", "smiling face with hearts"], ["😘", "blowing a kiss"], ["😗", "kissing face"], ["😙", "kissing with smiling eyes"], ["😚", "kissing with closed eyes"],
    ["😋", "savouring food"], ["😛", "tongue out"], ["😜", "winking with tongue"], ["🤪", "zany face"], ["😝", "squinting with tongue"],
    ["🤗", "hugging face"], ["🤭", "hand over mouth"], ["🤫", "shushing face"], ["🤔", "thinking face"], ["🤐", "zipper mouth"],
    ["😏", "smirking face"], ["😳", "flushed face"], ["🥵", "hot face"], ["🥺", "pleading face"], ["😢", "crying face"],
    ["😭", "loudly crying"], ["😤", "triumph"], ["😴", "sleeping face"], ["🤤", "drooling face"], ["😎", "sunglasses"],
    ["🤩", "star-struck"], ["🥳", "partying face"], ["😈", "smiling devil"], ["🙈", "see-no-evil monkey"], ["🙊", "speak-no-evil monkey"],
  ]),
  group("people", "People & gestures", [
    ["💑", "couple with heart"], ["💏", "kiss"], ["👩‍❤️‍👨", "couple, woman and man"], ["👩‍❤️‍👩", "couple, two women"], ["👨‍❤️‍👨", "couple, two men"],
    ["🫂", "people hugging"], ["👫", "holding hands"], ["💃", "dancing woman"], ["🕺", "dancing man"], ["🙌", "raised hands"],
    ["👏", "clapping hands"], ["👍", "thumbs up"], ["👎", "thumbs down"], ["👌", "OK hand"], ["🤞", "crossed fingers"],
    ["✌️", "victory hand"], ["🤝", "handshake"], ["🙏", "folded hands"], ["💪", "flexed biceps"], ["👀", "eyes"],
    ["👄", "mouth"], ["🫶", "heart hands"], ["👋", "waving hand"], ["🤙", "call me hand"], ["💅", "nail polish"],
  ]),
  group("romance", "Romance & nature", [
    ["🌹", "rose"], ["🥀", "wilted flower"], ["🌷", "tulip"], ["🌸", "cherry blossom"], ["💐", "bouquet"],
    ["🌺", "hibiscus"], ["🌻", "sunflower"], ["🌼", "blossom"], ["🍀", "four-leaf clover"], ["🌙", "crescent moon"],
    ["⭐", "star"], ["🌟", "glowing star"], ["✨", "sparkles"], ["💫", "dizzy star"], ["🔥", "fire"],
    ["🌈", "rainbow"], ["☀️", "sun"], ["🌊", "water wave"], ["❄️", "snowflake"], ["🌅", "sunrise"],
    ["🌃", "night with stars"], ["🏖️", "beach"], ["🏝️", "desert island"], ["⛰️", "mountain"], ["🦋", "butterfly"],
  ]),
  group("celebrate", "Celebrate & treats", [
    ["🍷", "wine glass"], ["🥂", "clinking glasses"], ["🍾", "bottle with popping cork"], ["🍸", "cocktail"], ["🍹", "tropical drink"],
    ["☕", "hot beverage"], ["🍓", "strawberry"], ["🍒", "cherries"], ["🍑", "peach"], ["🍫", "chocolate bar"],
    ["🍰", "shortcake"], ["🎂", "birthday cake"], ["🍕", "pizza"], ["🍝", "spaghetti"], ["🍦", "soft ice cream"],
    ["🎉", "party popper"], ["🎊", "confetti ball"], ["🎁", "wrapped gift"], ["🎈", "balloon"], ["🕯️", "candle"],
  ]),
  group("things", "Things & symbols", [
    ["🛁", "bathtub"], ["🛏️", "bed"], ["🧸", "teddy bear"], ["🎵", "musical note"], ["🎶", "musical notes"],
    ["🎧", "headphones"], ["📷", "camera"], ["🎬", "clapper board"], ["📚", "books"], ["✍️", "writing hand"],
    ["📝", "memo"], ["💡", "light bulb"], ["🔑", "key"], ["🗝️", "old key"], ["🔒", "locked"],
    ["⏰", "alarm clock"], ["📅", "calendar"], ["✈️", "airplane"], ["🚗", "car"], ["🏡", "house with garden"],
    ["🧘", "person in lotus position"], ["💆", "face massage"], ["🎲", "game die"], ["🃏", "joker"], ["🎯", "direct hit"],
    ["✅", "check mark"], ["❌", "cross mark"], ["❓", "question mark"], ["❗", "exclamation mark"], ["💯", "hundred points"],
  ]),
];

export const ALL_EMOJIS: readonly Emoji[] = EMOJI_GROUPS.flatMap((entry) => entry.emojis);
