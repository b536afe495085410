import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-1": {
      description:
        "Shivers travel both ways once one of you starts them. Sitting wrapped together leaves a hand free to roam behind your partner's back, and a feather gives it something lovely to do: slow strokes up the spine and across the shoulders make the gentle rocking of the Lotus feel softer still, an easy first try with a prop on a lazy Sunday. If either of you is very ticklish, swap the feather for a silk scarf.",
      steps: [
        "Put a clean, soft feather on the bed within easy reach, or a silk scarf if you prefer something smoother.",
        "Before you settle, take turns drawing the feather along each other's arms and neck while sitting side by side.",
        "One partner then sits cross-legged, back tall, and the other climbs onto that lap face to face, legs loosely wound around.",
        "As you rock together, the partner holding the feather traces slow lines down the other's back, then passes it over to swap roles.",
        "Slow the strokes until they are barely there as you wind down, and finish with the feather set aside and both arms around each other.",
      ],
    },
    "romantic-2": {
      description:
        "From behind, the neck and shoulders in front are right there, and the partner at the back has an arm with nothing to do. Light, looping strokes along that arm and up into the hair turn the sleepy rhythm of Spooning into something tingling and attentive, a way of pampering that winds down a long day. Go slowly near the neck, where tickles can turn into giggles.",
      steps: [
        "Keep a soft feather tucked under the pillow so it is ready when you want it.",
        "Curl up together on your sides facing one way, the back partner following the shape of the front one, knees drawn gently up.",
        "The partner behind starts with the feather alone, trailing it from the shoulder down the arm and back, before anything else begins.",
        "Once you start moving, keep the feather drifting along the neck and arm in time with your unhurried rhythm.",
        "If the one in front squirms, press a little firmer or switch to the back of the shoulder, and stop whenever they ask.",
      ],
    },
    "romantic-3": {
      description:
        "The one lying underneath holds the feather this time, because the partner above needs both forearms for support. From below, they sweep it along their partner's back and shoulders, and the Slow Embrace turns quietly playful, full of small surprises, with the attention shared rather than led by one of you. Keep strokes long and even so nobody jolts mid-kiss.",
      steps: [
        "Lay a feather beside the pillow before the partner underneath settles back with knees comfortably bent.",
        "Begin with a minute of slow strokes from the one lying down, tracing the other's face and neck as they lean in.",
        "The partner above then lowers into the embrace, face to face, holding themselves up on their forearms.",
        "While you move together, the one underneath reaches round to drift the feather across their partner's back and shoulders.",
        "Set the feather aside when you want both arms free for holding on, and pick it up again for the quiet moments after.",
      ],
    },
    "romantic-4": {
      description:
        "Pass it back and forth, so each of you gets a turn at teasing. Lying face to face with legs woven, strokes along the arms, the hips and the line of the neck bring a bright, giggly energy, and Twin Crescents, the most equal of positions, stays that way with the feather changing hands. Agree on a word for 'too tickly' before you start.",
      steps: [
        "Choose a soft feather and agree on a simple word that means 'too much tickling, please stop'.",
        "Lie down facing each other on your sides, heads sharing the pillow, and weave your legs together over one hip.",
        "One of you begins by brushing the feather along the other's arm, shoulder and neck while you hold each other close.",
        "As you move in small, easy motions, hand the feather over every so often so the teasing goes both ways.",
        "When you have had your fill, drop it behind the pillow and trace the same lines with bare hands instead.",
      ],
    },
    "romantic-5": {
      description:
        "Heavy closeness and a touch as light as air, at the same time: the contrast is surprisingly intense. Pressed flush together in Tidal Rock, you leave the feather only the edges to work with, so the partner underneath draws it in long sweeps along the back of the one above, matching the slow roll of the tide. Keep a scarf as backup for anyone who finds feathers too prickly.",
      steps: [
        "Rest a feather, and a silk scarf as an alternative, on the bedside table where a hand can reach them.",
        "Start face to face with one partner on their back; the other lies over them and eases up the bed until your bodies are flush.",
        "Rock in a slow, rolling motion that keeps you in constant contact.",
        "The partner underneath sweeps the feather down the other's back and along their shoulders, each stroke timed to a roll.",
        "Let the strokes lengthen and fade as the rhythm calms, and finish with the feather resting still between your joined hands.",
      ],
    },
    "romantic-7": {
      description:
        "Shoulder to hand and back up the neck, slow strokes have the whole of the front partner to wander over, because the one behind has both arms free and their partner nestled against their chest. Hearthside might have been designed for a feather, and its cosy fireside mood becomes a long, shivery build on a cold evening. Let the one in front guide where the feather goes with a nod or a word.",
      steps: [
        "Arrange a firm bank of pillows at the headboard and keep a feather close beside them.",
        "The first partner leans back into the pillows with legs stretched out; the second settles between them, facing the same way, and relaxes backwards.",
        "Spend a few minutes on the feather alone, the partner behind drawing it lazily down the arms and across the shoulders.",
        "Keep the strokes going as you begin to move in small shifts, letting the partner in front set the rhythm.",
        "Whenever the one in front guides your hand elsewhere or asks for a pause, follow their lead, and end with the feather resting in their open hand.",
      ],
    },
    "romantic-8": {
      description:
        "A lap full of your favourite person and two hands free: the seated partner is the one to hold the feather. Sweeping it up the back and around the neck of the one astride adds a secretive thrill to the Sweetheart Chair, a position already full of mischief. Keep both feet firmly on the floor, since a sudden ticklish jump on a chair can tip it.",
      steps: [
        "Put a sturdy armless chair somewhere it will not slide, with a feather on a nearby shelf or the floor beside it.",
        "The seated partner sits well back, feet flat and apart; the other lowers themselves astride that lap, face to face.",
        "Before you start moving, the seated partner draws the feather slowly up the other's back and over their shoulders.",
        "As the partner on top sets the pace, keep tracing the neck and arms, going gentler if they start to wriggle.",
        "Stop at once if the chair rocks, and let the feather fall away when you both need to hold on.",
      ],
    },
    "passionate-1": {
      description:
        "Two idle hands and a view of everything make the partner lying back the natural keeper of the feather. While the rider sits tall in Moonrise and sets the pace, light strokes along their arms and shoulders send shivers that feed straight into the rhythm, and a little showing off is half the fun. If the rider loses balance laughing, pause until you have both recovered.",
      steps: [
        "Keep a feather beside the pillow where the partner lying down can find it without looking.",
        "One of you reclines with a pillow behind your head; the rider climbs on top, knees either side, and sits up tall.",
        "Before anything else, the one lying down traces the rider's arms and the line of their neck with the feather.",
        "As the rider takes charge of the pace, keep the strokes wandering over shoulders, arms and hips.",
        "Trade the feather up to the rider at any point so they can return the favour across their partner's face and neck.",
      ],
    },
    "passionate-2": {
      description:
        "Bold is the usual mood, and a feather pulls it back towards teasing. The partner kneeling behind has the full length of the back in front of them, so slow strokes from shoulders to hips can punctuate the rhythm of Wild Tide or replace it for a while, building anticipation with a lighter touch. Keep one hand steady on your partner while the other holds the feather.",
      steps: [
        "Set a feather on the bed within reach of whoever will kneel behind.",
        "One of you goes down on all fours, or lower onto the forearms if that is kinder; the other settles on their knees just behind.",
        "Start with the feather alone, the partner behind drawing it down the length of the back and out along the shoulders.",
        "Once you begin, keep one hand on your partner's hips for connection and use the other for unhurried strokes.",
        "Drop the feather when the pace picks up, and bring it back for the slow moments afterwards.",
      ],
    },
    "passionate-3": {
      description:
        "There is a long, lovely line to trace when legs rest against the kneeling partner's shoulders, and a feather draws it beautifully. Gentle strokes along the raised legs and down to the knees add sparkle to High Tide and give the flexible part something to focus on besides the stretch, intensity softened with play. Stay away from the feet, where a ticklish kick could land on a face.",
      steps: [
        "Put a feather near the foot of the bed, where the kneeling partner will be.",
        "One of you lies back with a pillow behind your head; the other kneels facing you, sitting back a little.",
        "The partner lying down raises their legs to rest on the kneeling partner's shoulders, only as far as feels good.",
        "The kneeling partner trails the feather along those legs and knees in long, even strokes as you move together.",
        "Keep clear of the feet, and lower the legs for a rest whenever the stretch or the tickle gets too much.",
      ],
    },
    "passionate-4": {
      description:
        "Watching every reaction is the reward for the one holding the feather. With both hands free and their partner laid out before them at the Bed's Edge, the standing partner can draw slow strokes along the arms, neck and face of the one lying back, and the easy angle turns indulgent. Keep the other hand steady on your partner so nobody slides off the edge mid-giggle.",
      steps: [
        "Leave a feather on the bed beside where your partner's shoulders will rest.",
        "One partner lies back with hips close to the mattress edge and feet on the frame or floor; their partner faces them from the floor, upright or on a padded kneel.",
        "Before moving, the standing partner sweeps the feather slowly from one hand, up the arm and across to the neck.",
        "Keep one hand anchored at your partner's hips while the other carries on with the feather as you find your rhythm.",
        "Put it down when you want both hands for holding, and pick it up again for a long, lazy finish.",
      ],
    },
    "passionate-5": {
      description:
        "Each stroke down the back arrives without warning, because the rider faces away. Turned Horizon already leaves the partner lying back free to trace the length of that back, and a feather makes the lines finer and more electric while the rider sets the pace, a touch of mischief they never see coming. Agree on a spoken 'stop' first, since the rider cannot see the feather.",
      steps: [
        "Agree on a simple word to pause the feather, because the rider will not see what is coming.",
        "One partner lies face up, and the rider straddles them with their back turned, looking down the bed.",
        "The rider leans forward or back to find an angle they like, then settles into their own rhythm.",
        "The partner lying back draws the feather down the rider's back and across the shoulders, varying the speed to keep them guessing.",
        "If the rider tenses or laughs too hard to keep balance, rest the feather and hold their hips until they are steady.",
      ],
    },
    "passionate-6": {
      description:
        "Feather first, then weight. With one partner face down and the whole back and neck open to the air, long strokes from shoulders to hips turn the start of the Velvet Press into a slow, shivering prelude; once the other settles over them, a few light sweeps along the arms keep it going, since holding a feather while propped on your forearms is awkward. Unwinding has rarely felt this light.",
      steps: [
        "Have a feather ready on the pillow, and make sure the partner lying down has a comfortable pillow under their head.",
        "The partner underneath lies face down, arms relaxed; the other kneels alongside and draws the feather slowly down their back and neck.",
        "After a few minutes of that, the partner on top stretches out over them, holding their weight on forearms and knees.",
        "Keep the feather in one hand and brush it lightly along your partner's arm while you move in small, slow motions.",
        "Set it aside when you need both arms for support, and finish with a squeeze of the hand.",
      ],
    },
    "adventurous-4": {
      description:
        "Not quite making it to bed is a thrill worth stretching out. The kneeling partner, a step or two down, brushes the feather along the neck, face and arms of the one leaning back on the stairs, and a Staircase Rendezvous that already feels stolen turns sweeter and slower. Keep the other hand on the banister, because a ticklish start on a staircase is no joke.",
      steps: [
        "Pad the stairs with carpet or a folded blanket, and tuck a feather into a pocket or onto a step above.",
        "One partner sits a few treads up and reclines on their arms against the higher steps; the other kneels lower, facing them, until your heights meet.",
        "With one hand firmly on the banister, the kneeling partner sweeps the feather slowly across the other's neck and down their arms.",
        "Carry on tracing light lines as you begin to move, keeping every motion careful and steady.",
        "If laughter makes anyone slip or shift, drop the feather and hold on to each other before carrying on or heading upstairs.",
      ],
    },
    "adventurous-5": {
      description:
        "Before anyone tips back, slow strokes along the neck and arms help the partner who will hang over the edge relax into the moment; once head-down, a few soft sweeps are plenty, because Waterfall is a rush on its own. Use the feather gently, and only when you trust each other completely. Avoid tickling hard, since a sudden wriggle near the edge can slip.",
      steps: [
        "Stack plenty of soft cushions on the floor by the bed, and keep a feather close on the mattress.",
        "While the reclining partner still lies fully on the bed, the other draws the feather along their neck, arms and face until they feel loose and calm.",
        "The reclining partner then eases backwards until head and shoulders rest on the cushions, and the other kneels or sits astride above, one hand holding them steady.",
        "Use the feather only in light, slow strokes along the arms while you move, and keep the position for a few minutes at most.",
        "Put the feather down, help your partner back onto the bed, and sit up slowly together.",
      ],
    },
    "adventurous-6": {
      description:
        "From knee to hip and back, a feather running along the raised leg is a sweet distraction from the effort of the pose. In Bamboo Split the feather swaps sides each time the legs do, which keeps the rhythm playful and the challenge light. Keep strokes away from the feet, and lower the leg whenever the stretch feels too much.",
      steps: [
        "Place a feather beside the kneeling partner before you start.",
        "One of you lies back flat; the other kneels facing you on the bed.",
        "Lift one leg onto the kneeling partner's shoulder, leaving the other at rest on the mattress, and go only as high as is comfortable.",
        "The kneeling partner draws the feather along the raised leg, from knee towards hip, in time with your movement.",
        "When you swap legs, pause, let the feather trace the newly raised leg, and lower both whenever you want to stop.",
      ],
    },
    "adventurous-7": {
      description:
        "Something soft against a hard, unexpected setting: the contrast keeps things playful rather than hurried. At the Butterfly Table, the standing partner has the perfect height and a free hand, so the feather can glide along the arms, neck and face of the one reclining on the kitchen table or study desk. Cover the surface with a blanket, and keep a steadying hand on your partner while the other one teases.",
      steps: [
        "Clear a solid, hip-height table and spread a folded blanket along its edge, with a feather placed nearby.",
        "One partner reclines across the padded edge, feet lifted or propped against the other, who stands close in front.",
        "Before you begin, the standing partner slowly draws the feather down the other's arms and across their neck.",
        "As you move together, keep one hand on your partner's hips and let the feather drift wherever makes them smile.",
        "Check the table stays steady throughout, and put the feather aside if you need both hands.",
      ],
    },
    "adventurous-8": {
      description:
        "Giggles are part of the tangle already, and a feather adds more. With the lying partner's leg wrapped around the kneeling one in Pretzel Twist, it can trace that leg, the hip and the arm resting on the pillow, while your faces stay turned towards each other to catch every reaction. Go easy if the wrapped leg twitches; ticklish jerks can strain a knee.",
      steps: [
        "Have a feather on hand before the partner lying down curls onto their side with a pillow.",
        "The kneeling partner settles over the lower leg, facing them, and the upper leg wraps round the kneeling partner's waist.",
        "Start with the feather, tracing the wrapped leg and the lying partner's arm while you find the angle together.",
        "As the kneeling partner sets a gentle pace, keep the feather moving lightly, watching their face for the line between delight and too much.",
        "Stop the strokes if the wrapped leg jerks or cramps, and unwind carefully when you are done.",
      ],
    },
    "mixed-2": {
      description:
        "Heads far apart, legs interlaced: a feather becomes a way to reach across the distance. In Crossed Paths one of you draws it along the other's legs and knees, then you trade it back and forth with your joined hands, a lazy game that can last all afternoon. If anyone's legs twitch at the tickle, stop before a knee knocks somewhere it should not.",
      steps: [
        "Keep a feather on the bed between you within easy reach.",
        "One partner lies face up, the other on their side, bodies meeting at an angle like open scissors with legs interlaced.",
        "Reach out and take turns drawing the feather along each other's legs and knees while you rock gently.",
        "Pass it over with a squeeze of the hand so the teasing travels both ways.",
        "Shift your angle whenever a leg needs a rest, and finish by letting the feather lie still between you.",
      ],
    },
    "mixed-5": {
      description:
        "Leaning over the backrest leaves the front partner's back and shoulders wide open to the one behind, and a feather makes a lovely start. Slow strokes down the spine and across the neck turn a spontaneous moment in Sofa Skyline into something unhurried, with the television long forgotten. Keep a hand on your partner while the feather works so nobody loses balance.",
      steps: [
        "Keep a feather tucked down the side of a sofa cushion where it can be found quickly.",
        "One of you kneels on the sofa turned towards the backrest and folds your arms along the top; the other kneels or stands close behind.",
        "The partner behind starts by tracing the feather down the other's back and over their shoulders.",
        "Once you move together, hold your partner's waist with one arm and keep the feather drifting with the other.",
        "Let the one in front decide when the tickling stops, and end with both arms wrapped around them.",
      ],
    },
    "mixed-6": {
      description:
        "Chatting turns to laughing once a feather joins the conversation. With your bodies forming a T in the Compass, the partner lying on their side runs it along the legs draped over their hips, while the one on their back reaches down to tease in return, easy and unhurried all evening. If the tickle makes a knee jerk, move the feather higher.",
      steps: [
        "Pop a feather within reach of both of you on the mattress.",
        "One partner lies back, knees up; the other curls on a side crosswise to them, forming the stem of the T.",
        "The partner on their back lays their legs over the other's hips, and whoever is nearer runs the feather slowly along them.",
        "Move gently together, trading the feather back and forth and holding hands across the gap in between.",
        "Keep the strokes near the hips and knees rather than the feet, and stop whenever either of you calls time.",
      ],
    },
    "mixed-7": {
      description:
        "Whoever ends up on top after each roll takes the feather and draws a few lines along the other's arms and shoulders. Switchback Flow is a slow sequence, and a feather travelling with you marks each change with a little ceremony and a lot of laughter. Keep it in a hand during each roll, not on the sheet, so nobody lands on it.",
      steps: [
        "Have a feather ready, and clear the bed of anything you might roll onto.",
        "Start in an embrace with one partner reclining and the other hovering over them; whoever is on top traces the one below with the feather before you start moving.",
        "When it is time to roll, hold each other and the feather close so that the other partner ends up on top, then hand it over.",
        "After a while, roll together onto your sides into a spoon, with the partner behind trailing the feather over the one in front.",
        "Slow down for each transition, and set the feather safely on the bedside table at the end.",
      ],
    },
    "mixed-8": {
      description:
        "Strokes that cannot be seen coming land softest. The partner behind has two free arms in Front Row Seat, so while the one in front controls the pace, the feather drifts across the neck, shoulders and arms from behind, one small surprise after another. Keep your feet planted during the tickles, and the partner behind should keep one arm firmly around the front partner.",
      steps: [
        "Place a feather on the arm or seat of a sturdy chair, or on the bed beside you.",
        "The partner behind sits well back with both feet on the floor, and the other perches on that lap looking outward, feet grounded for balance.",
        "Before anything else, the partner behind traces the feather slowly up the other's arms and along their neck.",
        "Keep one arm around the partner in front as they find their pace, and use the other for the feather.",
        "The partner in front says when the tickling ends; after that, drop the feather and hug them close.",
      ],
    },
    "romantic-11": {
      description:
        "Reaching back, the partner in front drifts the feather over the hip and thigh behind them, or hands it over for slow strokes along their own raised leg. The partner behind is busy, one hand cradling the raised knee and the other arm tucked under the pillow, so in the Lifted Spoon the feather belongs to the one in front: sleepy, giggly and sweet on a weekend morning. Lower that leg whenever the hip asks, and stop if tickles win.",
      steps: [
        "Tuck a soft feather under the pillow before you lie down.",
        "Curl up on your sides, one behind the other, the back partner fitted close along the front partner's back.",
        "The front partner lifts their upper leg and lays it back over the other's thigh, where a hand beneath the knee holds it.",
        "Take the feather and reach behind you to trail it along your partner's hip and leg in time with your slow rhythm.",
        "Pass it back over your shoulder when you want it drawn down your own leg, and lower the leg to rest whenever you like.",
      ],
    },
    "romantic-14": {
      description:
        "Lazy Lap leaves the sitting partner upright, with a lap full of their partner's thighs and both hands free, which is the perfect post for a feather. While the one lying back relaxes into the pillows, the other draws slow loops across their knees and stomach, and every twitch shows on the face opposite. Open, teasing and full of eye contact. Let the sitting partner lean back onto a pile of pillows when their back tires.",
      steps: [
        "Keep a feather on the bed and a stack of pillows ready behind where the sitting partner will be.",
        "One of you lies face up, head on a soft pillow, knees bent and feet flat.",
        "The other sits up facing them, slides in between their legs with their own legs outstretched, and lets the other's thighs rest across their lap.",
        "Begin with the feather alone: long, slow strokes from the knees up towards the chest, watching for smiles.",
        "Rock gently as you go, and hand the feather over whenever the partner lying down wants a turn at teasing.",
      ],
    },
    "passionate-11": {
      description:
        "Low Bow settles the front partner's chest on a stack of pillows, arms hugging them, with the whole back stretched long and still. For the partner kneeling behind, that back is a blank page, and a feather writes across it: slow sweeps over the shoulder blades, a line down the spine, a flick at the waist. Anticipation builds because the one in front cannot see the next stroke. Agree on a word for slower or stop first.",
      steps: [
        "Build a firm pile of pillows towards the top of the bed and lay a feather beside it.",
        "Agree on a word for 'slower' and one for 'stop', since your faces will be turned away from each other.",
        "One partner kneels and folds forward onto the pile, chest and one cheek resting on it, arms wrapped round.",
        "The other kneels close behind and, before anything else, draws the feather from the nape to the waist a few times.",
        "Keep the feather wandering as you move together, and let the front partner call it off with a word whenever it tickles.",
      ],
    },
    "adventurous-22": {
      description:
        "Crossroads puts the kneeling partner at a right angle to the one lying back, whose bent knees drape across their thighs, and the lying partner hardly has to move. That leaves them both hands free and a feather to play with: slow strokes along the kneeling partner's arm and side, up and over the shoulder. The angle already feels unfamiliar; the feather adds laughter. Swap sides halfway, and stop the strokes whenever they ask.",
      steps: [
        "Place a feather on the bed near the pillow before the partner who will lie down settles on their back.",
        "The other kneels upright beside their hips, turned crosswise to them.",
        "The lying partner bends their knees together, turns them towards the kneeling partner and drapes them over their thighs.",
        "While the kneeling partner leads a slow rhythm, hands on the knees, the one lying back trails the feather up their arm and ribs.",
        "Change sides halfway and give the feather to whoever fancies a turn.",
      ],
    },
    "adventurous-25": {
      description:
        "Downstream lays the whole length of the top partner's back before the partner lying below, and a feather turns that view into something to play with. As the one on top leans forward along their partner's legs, resting on forearms, the partner underneath draws the feather down the spine and across the shoulders in long strokes that match the sliding rhythm. Slow, teasing and surprisingly tender. Sit upright whenever the neck wants a change.",
      steps: [
        "Set a soft feather beside the pillow, where the partner lying back can reach it.",
        "One partner lies face up with legs straight and together.",
        "Their partner straddles those hips on both knees, turned towards the feet, and sinks forward onto the forearms along the legs.",
        "The partner lying back traces the feather from the nape to the small of the other's back in long, unhurried sweeps.",
        "Rock in sliding movements that follow the strokes, and sit back upright whenever you like.",
      ],
    },
    "mixed-16": {
      description:
        "In Reverse Headboard the partner sitting back against the pillows faces the other's back, with both hands free while the one in front sets the pace. A feather gives those hands something lovely to do: slow strokes across the shoulders, down the spine and round the sides of the waist. The one in front cannot see each stroke coming, and the rhythm changes with every shiver. Comfortable for long stretches; keep a pillow behind the back.",
      steps: [
        "Prop a pillow against the headboard and keep a soft feather on the bedside table.",
        "One partner sits back against it with legs outstretched, feather in hand.",
        "The other kneels astride their hips, facing the foot of the bed, and rests their hands on the sitting partner's shins.",
        "As the front partner sets the pace, the one behind draws the feather over their shoulders and down the back.",
        "Let the strokes slow as the rhythm does, then put the feather down and wrap both arms around their waist.",
      ],
    },
    "mixed-22": {
      description:
        "Upside-Down Kiss already puts one face in the other's lap, and a feather makes the moment even lighter. The partner sitting cross-legged brushes it across the forehead, cheeks and lips of the one lying back, between upside-down kisses, then hands it over so it can be traced along their jaw in return. Playful, slow and likely to end in laughter. Keep the feather away from the eyes, and clean between uses.",
      steps: [
        "Choose a clean, soft feather and keep it in your hand as one of you sits cross-legged on the bed.",
        "Their partner stretches out face up, resting their head in that lap.",
        "The sitting partner trails the feather slowly over the brow, cheek and chin below, avoiding the eyes.",
        "Lean forward for an upside-down kiss, then offer the feather to the partner lying back to trace your face in turn.",
        "Carry on as long as you like, and swap places when a neck needs a rest.",
      ],
    },
  },
};

export default written;
