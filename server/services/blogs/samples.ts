/**
 * The three sample posts of the specification (part 1, section 3), written for Entwine. Their read times follow
 * from their length with the 200-words-a-minute rule: 5, 4 and 3 minutes (checked by samples.test.ts).
 * Slugs avoid /blog/communication-tips and /blog/relationship-advice, which are pages of their own.
 */

export interface SampleBlogPost {
  title: string;
  slug: string;
  category: "Romance" | "Science" | "Communication";
  /** Minutes, as the specification gives them. */
  readTime: number;
  featured: boolean;
  tags: string[];
  excerpt: string;
  metaDescription: string;
  author: string;
  content: string;
  publishedAt: Date;
}

const DAY = 86_400_000;

const romanticDateIdeas = `
<p>Long-term love has a funny way of turning into logistics. Who is picking up groceries, whose turn it is to call the plumber, what time the alarm goes off. None of that is a problem in itself, but when every conversation is about running the household, the part of you that used to get butterflies goes quiet. The good news is that it rarely disappears. It is waiting for an invitation, and a date with a little intention behind it is one of the kindest invitations you can send.</p>
<p>Here are ten ideas that cost more attention than money. Pick the one that makes you both smile, put it in the calendar, and protect it like you would any other appointment that matters.</p>
<h2>1. Recreate your first date</h2>
<p>Go back to where it started, or rebuild it at home if the café has closed or the city is far away. Order the same drink, wear something that echoes what you wore, and tell each other what you were secretly thinking that night. Couples who have been together for years are often surprised by how different the two memories are, and how tender the differences feel now.</p>
<h2>2. A candlelit picnic on the living-room floor</h2>
<p>Push the coffee table aside, spread a blanket, and eat with your fingers. Small plates work best: cheese, fruit, bread, something sweet. Turn the big light off and let candles or a string of fairy lights do the work. The change of height alone makes a familiar room feel like somewhere new.</p>
<p>Stand the candles on a plate or a tray, well away from the blanket and the curtains.</p>
<h2>3. The no-phones evening walk</h2>
<p>Leave both phones at home and walk somewhere without a destination. Hold hands. Notice things out loud: a lit window, a strange front door, the smell after rain. Walking side by side takes the pressure off eye contact, which is why some of the most honest conversations happen on foot.</p>
<h2>4. Cook something neither of you has made before</h2>
<p>Choose a recipe that is slightly too ambitious and make it together. The point is not the dish; it is the teamwork, the tasting from the same spoon, the laughing when the sauce splits. Put on music you both love and let the kitchen get messy.</p>
<h2>5. Slow dance in the kitchen</h2>
<p>It sounds almost too simple, which is exactly why it works. Pick one song, turn the lights down, and dance badly and closely until it ends. No talking allowed. Three minutes of being held without an agenda can reset a whole week.</p>
<h2>6. A sunrise or stargazing date</h2>
<p>Set an alarm you would normally groan at, or stay out after dark with a flask of something warm. Watching the sky change together has a way of shrinking everyday worries down to their real size. Bring a blanket big enough for two.</p>
<h2>7. Swap love letters and read them aloud</h2>
<p>Each of you writes a single page beginning with "What I never told you is..." Then trade and read the other's letter out loud to them. It feels awkward for about thirty seconds and then it becomes one of the most intimate things you can do with your clothes on.</p>
<h2>8. A question night</h2>
<p>Take turns asking questions you have never asked: What is a small thing I do that makes you feel wanted? Which memory of us do you return to most? What would you like more of, and less of? Our <a href="/games/seductive-conversation">conversation game</a> has prompts if you need a starting point. Listen more than you talk, and let each answer land before you move on.</p>
<h2>9. A home spa night</h2>
<p>Warm towels, a bath or a long shower, a massage with an oil you both like the smell of, and absolutely no rush. Agree beforehand that the evening is about relaxing, not about getting anywhere, so both of you can sink into it. Ask what feels good, and check in as you go.</p>
<p>If the evening does lead further and you use condoms, wash the oil off first: oil weakens latex, while a water-based or silicone lube is safe with it.</p>
<h2>10. The surprise itinerary</h2>
<p>Take turns planning an evening the other knows nothing about, only a time to be ready and what to wear. It can be a new restaurant, a comedy night, or a blanket fort with their favourite film. Being looked after, and being trusted to plan, both feel wonderful.</p>
<h2>Making the spark last</h2>
<p>The magic is not in any single idea; it is in the rhythm. A small, regular date will do more for your connection than a grand gesture twice a year. Keep a shared list of ideas you want to try, say yes to each other's suggestions as often as you can, and treat the evening as time for the two of you rather than a test to pass. If you want more inspiration, browse our <a href="/romantic-guides">romantic guides</a> or spin the wheel in our <a href="/games">games</a> and let chance choose for you.</p>
<p>Whatever you pick, the heart of it stays the same: slow down, pay attention, and let the person across from you feel chosen all over again.</p>
`;

const scienceOfIntimacy = `
<p>Most of us know that closeness feels good. What is less well known is how much is happening beneath that feeling, in the body and the brain, every time two people who care about each other share a long hug, an honest conversation or a quiet evening wrapped up together. Understanding a little of the science will not replace the magic, but it can explain why small moments matter so much.</p>
<h2>The chemistry of connection</h2>
<p>When we touch someone we trust, the brain releases oxytocin, often called the bonding hormone. It lowers stress, encourages trust and makes us feel safe with the person in front of us. A hug that lasts around twenty seconds is often quoted as long enough to feel the effect, which is a lovely excuse to linger.</p>
<p>Dopamine is the other half of the story. It is linked to reward and anticipation, which is why new experiences together feel exciting and why planning a date can be almost as pleasant as the date itself. Couples who try new things together tend to feel more satisfied, partly because novelty keeps this reward system engaged.</p>
<p>Then there is the calming side. Gentle touch, slow breathing and feeling understood help the nervous system shift out of fight-or-flight and into rest. In that state the body is relaxed, attention softens, and desire has room to grow. Stress does the opposite, which is why a tense week so often dims the mood.</p>
<h2>Emotional intimacy comes first</h2>
<p>Researchers who study lasting relationships keep finding the same pattern: couples who feel emotionally close report the most satisfying physical connection. Feeling seen, heard and accepted is what makes the body willing to relax and respond. In other words, the conversation over dinner is part of the evening, not a delay before it.</p>
<p>One well-known idea is the "bid for connection": small attempts to get a partner's attention, like pointing out a bird, sharing a joke or reaching for a hand. Partners who usually turn towards these bids, even briefly, build a reservoir of goodwill. Partners who often miss or dismiss them slowly drift apart, usually without noticing why.</p>
<h2>Attachment: the safe harbour</h2>
<p>Attachment research adds another layer. As adults, just as in childhood, we feel braver when we know someone has our back. A partner who responds warmly when we are upset becomes a safe harbour, and from that harbour it is easier to explore, to play and to be vulnerable. This is why reassurance is not needy or unromantic. A quick "I am here" in a hard moment is one of the most effective things you can offer, and over months and years those moments add up to a deep, steady sense of being held.</p>
<h2>Why desire changes over time</h2>
<p>Early in a relationship, desire often arrives on its own. Later it is frequently responsive: it appears once closeness and pleasure have already begun, rather than before. This is normal, and it is not a sign that something is broken. Knowing it takes the pressure off. Instead of waiting to feel in the mood, many couples find it helps to create the conditions, such as time, privacy, warmth and affection without expectations, and see where things go.</p>
<h2>Putting the science to work</h2>
<ul>
<li>Touch often, and not only as a prelude: hugs, hand-holding and a hand on the back all count.</li>
<li>Turn towards small bids for attention, even when you are busy.</li>
<li>Try something new together each month to keep curiosity alive.</li>
<li>Talk openly about what feels good, and keep checking in; consent and comfort are part of the pleasure.</li>
<li>Protect sleep and downtime, because a rested body is a more responsive one.</li>
</ul>
<p>If you want easy ways to start, the <a href="/love-language-explorer">love language explorer</a> helps you discover how each of you prefers to give and receive affection. Closeness is not a mystery reserved for the lucky; it is built, moment by moment, by two people paying attention to each other.</p>
`;

const communicationTips = `
<p>Every couple disagrees. What separates the relationships that grow stronger from the ones that wear thin is rarely the number of arguments; it is how the two people talk to each other, especially about the things that feel tender or awkward. Good communication is a skill, and like any skill it gets easier with practice.</p>
<h2>Listen to understand, not to reply</h2>
<p>When your partner is talking, resist the urge to prepare your answer. Let them finish, then reflect back what you heard: "It sounds like you felt left out when I made plans without asking." You do not have to agree to show you understand, and feeling understood calms most conflicts faster than any clever argument.</p>
<h2>Use "I" statements</h2>
<p>"You never make time for me" invites defence. "I miss you, and I would love an evening that is just ours" invites connection. Speaking about your own feelings and needs keeps the conversation about the two of you, not about who is to blame.</p>
<h2>Choose the right moment</h2>
<p>Important conversations go better when neither of you is hungry, exhausted or halfway out of the door. If something matters, ask: "Can we talk about something tonight after dinner?" Giving notice turns an ambush into an invitation.</p>
<h2>Talk about desire openly</h2>
<p>Many couples find it easier to share the details of their workday than what they enjoy in bed. Start gently and outside the bedroom. Share one thing you loved recently, ask one curious question, and make it clear that a "no" or a "not yet" is always welcome. Playful prompts, like those in our <a href="/games/truth-or-dare">truth or dare game</a>, can make the first step feel lighter.</p>
<h2>Repair quickly</h2>
<p>No one communicates perfectly. What matters is noticing when a conversation goes off track and repairing it: a touch, a softer tone, "I did not say that well, can I try again?" Small repairs, made often, keep resentment from settling in.</p>
<h2>Notice what is going well</h2>
<p>Communication is not only for problems. Say thank you for ordinary things, name the moments you enjoyed, and tell your partner what you admire about them, out loud and specifically. "I loved how patient you were with my mum today" carries more warmth than a general "you are great". Couples who share appreciation freely find that hard conversations feel safer, because both people already know they are valued.</p>
<h2>Make it a habit</h2>
<p>A ten-minute check-in once a week, asking what went well, what felt hard and what you need, keeps small issues small. Over time these conversations become less about fixing problems and more about knowing each other deeply.</p>
`;

export function sampleBlogPosts(now: Date): SampleBlogPost[] {
  return [
    {
      title: "10 Romantic Date Ideas to Rekindle the Spark",
      slug: "romantic-date-ideas-to-rekindle-the-spark",
      category: "Romance",
      readTime: 5,
      featured: true,
      tags: ["date ideas", "romance", "couples", "connection"],
      excerpt:
        "Ten simple, heartfelt date ideas, from a living-room picnic to a kitchen slow dance, that help long-term couples feel chosen all over again.",
      metaDescription:
        "Ten romantic date ideas for couples, from candlelit picnics to love letters and sunrise walks, that cost more attention than money and rekindle the spark.",
      author: "Entwine Editorial",
      content: romanticDateIdeas,
      publishedAt: new Date(now.getTime() - 3 * DAY),
    },
    {
      title: "The Science of Intimacy: Why Closeness Matters",
      slug: "the-science-of-intimacy-why-closeness-matters",
      category: "Science",
      readTime: 4,
      featured: false,
      tags: ["science", "intimacy", "oxytocin", "desire"],
      excerpt:
        "What happens in the body and brain when couples share touch and honest conversation, and how to use that knowledge to feel closer.",
      metaDescription:
        "Oxytocin, dopamine, bids for connection and responsive desire: the science behind intimacy and simple ways couples can use it to feel closer every day.",
      author: "Entwine Editorial",
      content: scienceOfIntimacy,
      publishedAt: new Date(now.getTime() - 7 * DAY),
    },
    {
      title: "Communication Tips for a Closer Relationship",
      slug: "communication-tips-for-a-closer-relationship",
      category: "Communication",
      readTime: 3,
      featured: false,
      tags: ["communication", "relationships", "listening", "couples"],
      excerpt:
        "Listening to understand, speaking from the heart and repairing quickly: practical communication habits that bring couples closer.",
      metaDescription:
        "Practical communication tips for couples: listen to understand, use I statements, pick the right moment, talk about desire openly and repair quickly.",
      author: "Entwine Editorial",
      content: communicationTips,
      publishedAt: new Date(now.getTime() - 14 * DAY),
    },
  ];
}
