import type { WrittenVariation } from "./types";

const written: WrittenVariation = {
  entries: {
    "romantic-1": {
      description:
        "Wrapped together in the Lotus, you are near enough to hear every breath, so here that sound becomes your metronome. Hold perfectly still for a full minute while your breathing falls into step, then let each forward rock ride a shared exhale. The rhythm ends up slower and more even than usual, and the mood turns almost meditative; after time apart, it is a quick way back to each other. If the lap partner's knees ache, pause and reshuffle.",
      steps: [
        "Dim the room and let one of you sit cross-legged on a cushioned surface, back tall but not stiff.",
        "Their partner settles onto their lap, face to face, with legs wound loosely around and arms resting across shoulders.",
        "Rest your faces side by side and do nothing at all; breathe in gently and out slowly until neither of you has to think about it.",
        "Only then start the rocking, leaning in together as you both breathe out and easing back as you breathe in.",
        "If the rhythm slips, stop, find each other's breath again and carry on; end by sitting wrapped together for a few last quiet breaths.",
      ],
    },
    "romantic-2": {
      description:
        "Spooning is the easiest shape for breathing together: the partner behind feels the one in front breathe rather than listening for it. Lie quietly, let the back spoon copy that rise and fall, and begin only once the rhythms have become one. Movement turns into a slow swell on each exhale, drowsy and tender, and a busy mind finally switches off. Keep the top arm loose so nobody feels squeezed.",
      steps: [
        "Switch off the main light and lie on your sides facing the same direction, the partner behind curving to fit the one in front.",
        "The back spoon slips an arm under the front spoon's pillow and lays the free hand lightly at the waist, where breathing is easy to feel.",
        "Close your eyes; the one in front breathes naturally while the partner behind gradually matches it, without forcing, for about a minute.",
        "Start moving only on an out-breath, letting each motion last as long as the breath itself.",
        "As you wind down, keep breathing in step until it drifts towards sleep, or roll apart with a squeeze of the hand.",
      ],
    },
    "romantic-3": {
      description:
        "Breathing together makes the Slow Embrace, that timeless face-to-face hold, quieter and deeper. The partner above props up on forearms and you lie unmoving, faces close, until your breaths line up; the first motion waits for that. Then each movement lasts one shared inhale and exhale, so nothing can rush, and a quarrel earlier in the day loses its grip. The partner above keeps their weight off the one beneath so both breathe freely.",
      steps: [
        "The partner underneath lies back with a pillow under the head and knees softly bent.",
        "The other lowers over them face to face, propped on forearms so no weight presses down on the partner beneath.",
        "Wind arms and legs around each other, then hold completely still and breathe, letting whichever of you breathes more slowly set the tempo.",
        "After a minute or so, begin to move, one slow motion for each breath, checking in with your eyes rather than words.",
        "When the partner above tires, roll together onto your sides and keep breathing in step while you rest.",
      ],
    },
    "romantic-4": {
      description:
        "Nobody is on top in Twin Crescents and nobody carries weight, which makes it a natural home for breathing as one. With legs woven and faces on a single pillow, you can watch each other breathe as well as hear it. Stay still until the rhythms merge, then keep every movement as small as the breath allows; on a first night back together, it asks for nothing but closeness. If the lower hip aches, swap sides and start again.",
      steps: [
        "Turn onto your sides towards each other, both heads on a single pillow so your faces are level.",
        "Weave your legs, one upper leg draped across the other partner's hip, and hold on around the back.",
        "Look at each other and count softly, four in and six out, until the count is no longer needed.",
        "Let the movement come from the breath: a small draw together on each exhale, an easing apart on each inhale.",
        "Finish by lying still again, breathing as one for a final minute before you unwind your legs.",
      ],
    },
    "romantic-5": {
      description:
        "A tide needs a moon, and synced breathing is the one the Tidal Rock has been missing. Pressed together from shoulders to feet, you feel each other breathe everywhere, so matching it takes only a minute of stillness. After that, each roll lasts one full breath, slower and more hypnotic than usual, and a long session stops feeling long. The partner above shifts onto forearms whenever the one below needs more room.",
      steps: [
        "Settle into a face-to-face hold with one partner lying back, then let the upper partner edge higher up the bed until you lie flush.",
        "Rest your faces together and stay perfectly still, noticing each other's breathing through every point of contact.",
        "Once the rhythms have merged, begin the rolling rock, each wave rising with the in-breath and sinking with the out-breath.",
        "Keep the contact unbroken; if either of you speeds up, the other simply breathes more slowly and the pair follows.",
        "Let the final waves fade on their own and stay flush together until your breathing returns to normal.",
      ],
    },
    "romantic-6": {
      description:
        "Balance on your knees is easier to find with a shared breath than with effort. Upright and face to face, you hold each other and breathe until the wobbling stops and you sway as one. What follows in the Kneeling Vow is small and steady, driven by the exhale, so the embrace feels less like a pose and more like a promise kept. Use a soft mattress, and stop if knees complain.",
      steps: [
        "Kneel on a soft mattress facing each other, knees apart enough to feel stable, with a folded blanket beneath them if the bed is firm.",
        "Move in close and wrap your arms across each other's backs; the taller partner can widen their knees to bring your heights level.",
        "Close your eyes and breathe slowly together, noticing how your balance settles as the rhythms match.",
        "Begin to sway forward on the out-breath and return on the in-breath, keeping it small so you stay steady.",
        "When knees tire, sink down to sit together, still holding on, and share a last few breaths before lying down.",
      ],
    },
    "romantic-7": {
      description:
        "Because the one in front reclines against the partner behind, Hearthside lets every breath be felt as it arrives. Sit quietly at first, arms wrapped around from behind, and give the rhythms time to find each other. Then the one in front leads, one small shift per breath, while the arms behind rise and fall with them: drowsy, warm and safe-feeling, with the winter dark outside. Stack pillows high so nobody strains against the headboard.",
      steps: [
        "Heap pillows up by the headboard so the partner behind can recline there with legs stretched long.",
        "The other settles between those legs facing the same way and reclines against the partner behind.",
        "Wrap your arms across the front and rest your faces together; breathe without moving until the rhythm feels shared.",
        "The partner in front now guides the pace, shifting a little with each slow exhale while the hands behind follow.",
        "Let it come to rest gradually, staying curled together as your breathing slows with the end of the evening.",
      ],
    },
    "romantic-8": {
      description:
        "The Sweetheart Chair lines your faces up perfectly, so it is easy to share the same slow air before anything starts. The seated partner stays planted, the one astride rests still, and you wait a whole minute for the breaths to meet. Afterwards the partner on top sets a pace tied to that rhythm, keeping the chair steady and the mood intimate rather than frantic. Check the chair is sturdy and the floor non-slip.",
      steps: [
        "Place a sturdy armless chair on a rug, and let one partner sit well back with both feet flat on the floor.",
        "The other sits astride facing them, feet down on the floor or tucked onto the rungs.",
        "Hold each other close, faces level, and breathe together in silence, following whoever is breathing more slowly.",
        "When you are in step, the partner on top begins to move, one easy motion for every out-breath.",
        "Slow down as the breathing deepens, and when you stop, stay in the chair wrapped together a little longer.",
      ],
    },
    "passionate-1": {
      description:
        "Usually the rider holds the whole pace; here the breath takes that job. Sitting upright astride, the partner on top links hands with the one lying back and simply breathes with them first. Once you are in step, the rider in Moonrise moves only to that shared rhythm, turning the usual confident energy into something deliberate, playful and intense at once. Keep breaths soft, never forced, and pause if anyone feels light-headed.",
      steps: [
        "The partner who will lie back gets comfortable, a soft pillow beneath the head.",
        "The other kneels astride, knees on the mattress either side, and sits tall.",
        "Lace your fingers together and breathe as one for a minute, the rider watching their partner's face soften.",
        "The partner on top then moves in time with that breath, rising as you both inhale and settling as you both exhale.",
        "Speed up only if your breathing quickens together; to finish, the rider leans down and you rest until the breath calms.",
      ],
    },
    "passionate-3": {
      description:
        "A deep fold can crowd the breathing of the partner lying back, so syncing breath doubles as a comfort check. Begin with the legs down and breathe together, then raise them onto the kneeling partner's shoulders only as far as lets you both keep a full, easy breath. Movement follows the out-breath and High Tide stays slow, intense but calm. If breathing feels squashed, lower the legs a little.",
      steps: [
        "One partner lies back with a pillow under the head, and the other kneels in front, weight settled back for balance.",
        "Before lifting anything, hold hands and breathe slowly together until you are in step.",
        "The partner lying down raises their legs onto the other's shoulders, stopping at the height where their breathing stays relaxed.",
        "Move only with the exhale, faces close enough that you can hear whether the breath stays even.",
        "If breathing tightens, lower the legs to the kneeling partner's arms or the bed and let the rhythm settle again.",
      ],
    },
    "passionate-4": {
      description:
        "Not pressed together, one across the mattress and one on the floor, you have to match breath by sight and touch. Hold hands, watch each other and breathe until your rhythms line up; only then does the standing partner begin, in time with it. At Bed's Edge the bold angle becomes calmer and more attentive, with your eyes doing half the work. Kneel on a cushion if standing tires you.",
      steps: [
        "Whoever is lying down reclines crosswise, close to the edge, feet finding the floor or the frame.",
        "The other takes a place on the floor in front, standing or kneeling on a cushion, and pillows fix any height gap.",
        "Link hands and hold still, breathing slowly and watching each other until the rhythm is shared.",
        "The standing partner begins to move, one motion per breath, glancing up now and then to stay in step.",
        "When you are done, the standing partner climbs onto the bed and you lie side by side, breathing together until calm.",
      ],
    },
    "passionate-6": {
      description:
        "Room to breathe comes first when one partner covers the other like a warm blanket. The one above takes their weight onto forearms and knees, lies still and listens for the breath beneath until you share one rhythm; then the heaviness of the Velvet Press turns soothing, movement stays small, and the day unwinds out of you both. Agree beforehand that a tap on the mattress from below means lift off at once.",
      steps: [
        "One partner lies on their front, face turned to one side on a pillow and arms relaxed.",
        "The other lowers over them full length, bearing most of their own weight through forearms and knees.",
        "Rest your faces side by side and stay motionless; here the partner above follows the breath of the one below, never the reverse.",
        "Begin gently with the exhale, small motions only, and ease the weight up a little on every inhale.",
        "At a tap on the bed, lift off straight away, then settle again once you have both caught your breath.",
      ],
    },
    "passionate-7": {
      description:
        "Standing close in Wall Whisper, your breath lands right at the neck of the partner against the wall. Use that: press in from behind, stay still and breathe slowly until the one at the wall falls into step. It cools the daring energy into something charged and deliberate, and steadies balance, since two people breathing together wobble less; a sudden moment gets savoured instead of rushed. Keep knees soft and the floor non-slip.",
      steps: [
        "The partner in front stands facing a wall, palms flat at about shoulder height.",
        "Their partner moves up behind, one arm circling the waist, standing on a solid step if heights need evening out.",
        "Rest your face near your partner's neck and breathe slowly and audibly until the partner at the wall is breathing with you.",
        "Move with the breath, steady and close, knees slightly bent for balance.",
        "Finish by turning to hold each other, still breathing together, before stepping away from the wall.",
      ],
    },
    "adventurous-4": {
      description:
        "Half the fun of the Staircase Rendezvous is not making it upstairs, and a minute of matched breathing deliberately teases that urgency. The partner on the step leans back, the other kneels below, and you stay face to face, unmoving, until your breathing is in step. Every careful movement then follows that rhythm, keeping you steady on an awkward surface, and the suspense is the point. Pad the steps and keep a hand on the banister.",
      steps: [
        "Drape a folded blanket over the carpeted steps so the edges do not dig in.",
        "One partner sits on a step and leans back on their elbows; the other kneels a step or two lower, facing them.",
        "Hold each other's arms and breathe together, slow and unmoving, until the rhythm is shared.",
        "Move gently in time with each out-breath, one hand always on the banister or on each other.",
        "When you are finished, sit side by side on one step and let your breathing settle before you climb up.",
      ],
    },
    "adventurous-6": {
      description:
        "Stretches go better on a long exhale, so here shared breathing becomes the whole rhythm. Lie back and breathe with the kneeling partner until you are in step, then raise one leg to their shoulder on an out-breath; in this Bamboo Split the swap happens on an agreed breath too, so the alternation feels natural rather than clumsy, much like a yoga class for two. Never hold your breath in the stretch; lower the leg if anything strains.",
      steps: [
        "The flexible partner lies face up while the other kneels close in front, hands resting on those knees.",
        "Breathe together slowly, eyes on each other, for about a minute.",
        "On a long exhale, lift one leg onto the kneeling partner's shoulder and leave the other stretched along the bed.",
        "Move with the breath; after a while, agree on a number of breaths, then change legs together during one slow exhale.",
        "Lower both legs whenever the stretch stops feeling good, and finish lying side by side, breathing deeply.",
      ],
    },
    "adventurous-7": {
      description:
        "A kitchen or dining table lends the Butterfly Table its daring, and a minute of matched breathing turns that daring into focus. The partner on the table leans back, the standing partner steps close with hands joined, and you breathe in silence until the rhythm is shared. Movements then follow the breath and stay controlled, which also keeps the table still: daring, for once, at half speed. Check the surface is solid and padded.",
      steps: [
        "Clear a sturdy table or counter at about hip height and lay a folded blanket along the edge.",
        "One partner leans or lies back across it, feet raised or resting against the standing partner.",
        "The standing partner comes close and takes both hands; breathe together, unmoving, until you feel in step.",
        "Move in time with the shared breath, keeping things small if the table shifts at all.",
        "To finish, the standing partner helps the other sit up slowly, and you hold each other until your breathing steadies.",
      ],
    },
    "adventurous-8": {
      description:
        "Giggles give way to quiet focus when a cheerful tangle stops to breathe. Once the lying partner has wrapped a leg around the kneeling partner's waist, you both pause, look at each other and breathe until your rhythms match; the kneeling partner then moves to that breath, and the Pretzel Twist turns more intimate than playful halfway through the evening. A pillow under the lying partner's head spares their neck.",
      steps: [
        "The partner who will lie down takes their side, a pillow keeping the neck straight.",
        "The other kneels astride their lower leg, facing them, and the lying partner hooks the upper leg around the kneeling partner's waist.",
        "Pause there, hands linked, and breathe together until the laughter fades and the rhythm matches.",
        "The kneeling partner sets a gentle pace tied to the breath, slowing whenever the breathing does.",
        "Untangle slowly at the end and lie face to face for a few more breaths.",
      ],
    },
    "mixed-1": {
      description:
        "Swaying to find a rhythm is how this starts, and this time the rhythm comes from your breathing instead of a song. Stand face to face, arms around each other, and sway as you breathe until both patterns line up. In the Last Dance, lifting a foot onto the bed frame waits until you breathe easily and evenly, which keeps balance calm and the mood tender, even at the end of a long wedding. Stand on a rug, not a slippery floor.",
      steps: [
        "Music off and a soft rug underfoot, hold each other loosely at the waist, close enough to feel every breath.",
        "Sway slowly, shifting weight one way on the inhale and back on the exhale, until breathing and swaying match.",
        "Fix any height gap with a low, solid step or a slight bend of the knees, keeping the breath steady while you adjust.",
        "One partner lifts a foot onto the bed frame or step during an out-breath, and you carry on moving to the breath.",
        "End as you began, rocking in a slow, quiet hold until you both breathe normally again.",
      ],
    },
    "mixed-2": {
      description:
        "Heads far apart means you cannot easily hear each other breathe; joined hands carry the rhythm instead. Lie at your angle in Crossed Paths with legs interlaced, giving a squeeze on every exhale until you squeeze at the same moment, then rock in time with it. A lazy, sprawling position becomes quietly connected without losing its ease, however long it lasts. Slip a pillow under any knee or hip that aches.",
      steps: [
        "Lie at an angle to each other, one partner face up and the other turned onto a side.",
        "Weave your legs together until you meet in the middle, then reach across for each other's hands.",
        "Breathe slowly, squeezing gently on every out-breath, until your squeezes land together.",
        "Rock on each squeeze, adjusting the angle as needed without losing the shared rhythm.",
        "When you are ready to stop, stay as you are for a few more breaths before untangling.",
      ],
    },
    "mixed-4": {
      description:
        "Facing someone who breathes exactly as you do is like facing your own reflection. Propped on your hands with legs woven together in Mirror Recline, watch each other's faces and wait until inhales and exhales coincide. Then push gently towards each other as you breathe out and drift back as you breathe in, keeping it tiny: calm, teasing and full of anticipation. Keep elbows soft, never locked, and sit up when arms tire.",
      steps: [
        "Sit facing each other on the bed with legs interlaced so you are close.",
        "Lean back on your hands, arms straight but elbows soft, and hold each other's gaze.",
        "Breathe slowly until you are inhaling and exhaling at the same moment, like a reflection catching up.",
        "Press gently towards each other as you both breathe out, and ease away as you breathe in.",
        "When your arms want a break, sit up into an embrace and keep breathing together a while longer.",
      ],
    },
    "mixed-6": {
      description:
        "Linked hands and draped legs carry a shared breath across a T, one of you face up and one lying across at a right angle. Rest still, hands joined, and breathe until the rhythms meet; after that the Compass stays slow and small, and its chatty, giggly mood turns quieter and more intimate on a lazy weekend morning. If the partner facing up feels strain in the knees, slide a pillow beneath them.",
      steps: [
        "One partner lies face up with knees bent and a pillow nearby.",
        "Their partner lies crosswise on one side, at a right angle and close in.",
        "Legs from the partner facing up go over the crosswise partner's hips, and your hands find each other.",
        "Breathe quietly together until you are in step, then move slowly, one motion per breath.",
        "Finish by lying still, breathing as one, before sitting up and stretching.",
      ],
    },
    "mixed-7": {
      description:
        "Every transition needs a cue, and a shared exhale is the gentlest one there is. Start face to face and breathe together, then roll only on that exhale, so you turn as one rather than in a heap; each new shape of the Switchback Flow begins with another pause to find the breath, right through to the closing spoon, slower and more graceful than usual. Clear the pillows first so there is room to roll safely.",
      steps: [
        "Sweep the spare pillows to the floor; whoever starts underneath settles face up, and the other props above, faces close.",
        "Stay still and breathe together for a minute before anything else.",
        "On a shared exhale, roll as one so the partner who was below is now above, then pause to find the breath again.",
        "After a while, on another agreed breath, roll onto your sides and settle into a spoon.",
        "Finish in the spoon, the partner behind matching the one in front until you both drift towards rest.",
      ],
    },
    "mixed-8": {
      description:
        "Here the pace belongs to the breath, borrowed by the partner in front who usually controls it. Settled in the seated partner's lap and facing away, they lean back into the arms around them until you both breathe as one, then move with each exhale while the partner behind whispers and holds. The Front Row Seat turns from playful to intimate and unhurried. Keep feet flat on the floor for balance.",
      steps: [
        "One partner takes a steady armchair or the bed's edge, both feet firmly down.",
        "Their partner lowers onto that lap, facing out into the room, feet planted for balance.",
        "Arms from behind circle the front partner's waist; lean back together and breathe until the rhythm matches.",
        "The partner in front moves with each out-breath, leaning forward or back to find the angle they like.",
        "Slow down together at the end, and sit quietly a little longer, breathing in step.",
      ],
    },
    "romantic-10": {
      description:
        "Chest flat on chest, you can feel each breath before you hear it. The partner on top rests on their forearms and keeps perfectly still until your breathing falls into step, then rocks only on the shared out-breath, and Heart to Heart becomes a quiet, swaying thing, like being rocked to sleep after a tense day. Keep your weight on your forearms, so the one beneath can breathe deeply.",
      steps: [
        "Lower the lights; one partner lies back, knees bent and feet flat on the bed.",
        "The other kneels astride their hips, facing them, and folds forward until chests meet, propped on the forearms.",
        "Stay still, cheek by cheek, and notice the rise and fall beneath you until the two rhythms become one.",
        "The partner on top begins to rock only as you both breathe out, and rests as you breathe in.",
        "When the rhythm slips, stop, find it again and carry on; finish lying still, breathing together.",
      ],
    },
    "romantic-17": {
      description:
        "A back resting against a chest is the ideal place to feel breathing, and kneeling tall and close, one behind the other, gives you exactly that. Begin Twin Candles in stillness: the partner behind lays a hand flat below the other's ribs and follows each breath until you breathe as one, then sway only on the exhale. Calm, intimate and steady. Kneel on something soft, and sit back onto your heels together whenever the knees ask.",
      steps: [
        "Kneel tall on a soft bed, both turned the same way, the back partner snug against the front partner's back.",
        "The partner behind rests one palm flat under the front partner's ribs and the other hand at their waist.",
        "Close your eyes and breathe; the one behind matches the rise under their hand until there is only one rhythm.",
        "The front partner reaches back to hold the other's neck, and you start to sway forward together on each out-breath.",
        "Sink back onto your heels as one when knees tire, still breathing in step.",
      ],
    },
    "romantic-25": {
      description:
        "Chests meet in a tall hug even with a big difference in height: one partner kneels at the very edge of the bed, the other stands on the floor in front. That upright closeness in the Edge Embrace makes breathing together easy to feel. Stand still until your breaths match, then sway only on each long exhale, and nerves settle along with it. Keep a firm hold of each other throughout.",
      steps: [
        "One partner kneels tall at the edge of the mattress, facing out; the other stands on the floor, close in front.",
        "Wrap your arms round each other and check your heights, adding a folded duvet under the knees if needed.",
        "Rest your chests together and breathe slowly until you can no longer tell whose breath is whose.",
        "Begin a gentle side-to-side sway that rides each shared exhale and pauses on the inhale.",
        "If either of you loses the rhythm, stop, hold on and let it find you again.",
      ],
    },
    "passionate-19": {
      description:
        "With a chest hovering just above the shoulders of the partner beneath, every breath can be felt as much as heard. Start still: the partner underneath breathes slowly into the mattress and the one above follows, until your breathing moves as one long wave, and then the Sphinx lets each slow movement ride the out-breath. Sleek, languid and deeply calm. The partner above stays on their own forearms, never pressing down.",
      steps: [
        "Dim the room; one partner lies on their front, propped on their forearms, one knee drawn out to the side.",
        "The other lies along them from behind, propped on forearms placed next to their partner's.",
        "Bring your cheek close to your partner's ear and listen until your breathing matches theirs.",
        "Move only as you both breathe out, letting each motion last the whole breath.",
        "Sink down flat together whenever the forearms tire, and keep breathing in step as you rest.",
      ],
    },
    "passionate-21": {
      description:
        "Back against chest, breathing together is almost automatic. The partner behind sits on their heels, the other settles into that lap facing the same way, and you wait, still, until the two rhythms match. Then the Kneeling Lap takes its pace from the breath: the front partner rises on the inhale and sinks on the long exhale. Intimate and strong. Pad the knees well and rest often.",
      steps: [
        "Kneel on a soft surface; one partner lowers their seat onto their heels.",
        "The other kneels astride their thighs facing away, then settles back into their lap, back to chest.",
        "Arms circle the front partner's middle from behind, and you breathe quietly until the rises and falls line up.",
        "The front partner lifts with each in-breath and lowers with each out-breath, never faster than the breath allows.",
        "Rest whenever the knees ask, keeping your arms around each other and your breathing together.",
      ],
    },
    "adventurous-18": {
      description:
        "Kneeling Arch comes from yoga, and in yoga the breath leads. Kneeling face to face, the partner holding wraps both arms around the other's waist, and you breathe together before anything moves; then the arching partner leans back only on an out-breath, and comes up on an in-breath, guided all the way. Slow, trusting and calm. Arch no further than is easy, and rise with your partner's help, chin tucked.",
      steps: [
        "Kneel upright facing each other on a soft mattress, close enough to hold on.",
        "The holding partner wraps both arms securely around the other's waist; the arching partner rests their hands on their own lower back.",
        "Breathe together, slow and even, for a minute before anyone leans.",
        "On a long exhale, the arching partner eases back only as far as is comfortable; on the inhale, they stay still and held.",
        "Return upright on an in-breath with your partner's help, then rest forehead to forehead.",
      ],
    },
    "mixed-23": {
      description:
        "Heartbeat is already about listening, so breathing together is the natural next step. The partner lying on their front rests a cheek over the other's heart, hears the breath as well as the beat, and slowly matches it, while the partner underneath strokes their back in time. Nothing else needs to happen, and often nothing else does; arguments cool and sleep comes closer. A firm pillow keeps the lower partner's head easy.",
      steps: [
        "One of you lies face up, legs slightly parted, with a firm pillow beneath the head.",
        "The other lies on their front between those legs, cheek over the heart, arms around their partner's sides.",
        "Breathe normally at first, then let the partner on top slow their breath to match the chest beneath their cheek.",
        "The partner underneath strokes the other's back, one stroke down on every breath out.",
        "Stay for as long as it feels good, and change places another night.",
      ],
    },
    "mixed-19": {
      description:
        "Very little effort from below is needed to bring you chest to chest once the lying partner's knees rest open on pillows. That easy closeness lends itself to shared breath: the partner above, propped on forearms, lies still until your breathing matches, and then in Butterfly Wings you move only on each slow exhale, like wings opening and settling. Calm and tender. Let the knees drop only as far as feels good, and keep the pillows under them.",
      steps: [
        "One partner lies back, bends their knees and brings the soles together, with a pillow tucked under each knee.",
        "The other lowers over them, chest to chest, resting on the forearms with legs straight between.",
        "Lie still, faces close, and breathe slowly until you feel the other's breath matching yours.",
        "Move together on each exhale and rest on each inhale, keeping the pace unhurried.",
        "Finish by lying still and breathing as one for a little longer.",
      ],
    },
  },
};

export default written;
