/** A generated roleplay scene: who, where, how long and what to bring, how to begin, each character's guide and the scene's flow. */
import type { Ref } from "react";
import { Clock, ListChecks, MapPin, Package, Users } from "lucide-react";
import type { RoleplayScenario } from "@content/games/roleplay";
import { InfoCard, StartOverNote } from "~/components/games/game-page";
import { LevelMeter } from "~/components/games/level-meter";
import { Badge } from "~/components/ui/badge";
import { Card, StepNumber, TextList } from "~/components/ui/card";

export function ScenarioView({
  scenario,
  categoryName,
  levelName,
  titleRef,
  restarted,
}: {
  scenario: RoleplayScenario;
  categoryName: string;
  levelName: string;
  titleRef: Ref<HTMLHeadingElement>;
  restarted: boolean;
}) {
  return (
    <article data-testid="rp-scenario" aria-labelledby="rp-title" className="mx-auto mt-8 max-w-3xl space-y-4">
      <Card className="p-5 sm:p-7">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="rose">{categoryName}</Badge>
          <Badge tone="gold">{scenario.difficulty}</Badge>
          <LevelMeter level={scenario.spicyLevel} label={levelName} className="ml-auto" />
        </div>
        <h2 id="rp-title" ref={titleRef} tabIndex={-1} className="mt-4 text-3xl font-semibold outline-none">
          {scenario.title}
        </h2>
        <p className="mt-3 text-lg text-muted">{scenario.description}</p>
        <StartOverNote show={restarted}>You have seen every scenario, so the generator starts over.</StartOverNote>
        <dl className="mt-5 grid gap-3 text-sm sm:grid-cols-2">
          {[
            { icon: Users, term: "Characters", value: scenario.characters.join(" & "), wide: false },
            { icon: Clock, term: "Duration", value: scenario.duration, wide: false },
            { icon: MapPin, term: "Setting", value: scenario.setting, wide: true },
            { icon: Package, term: "Props", value: scenario.props.join(", "), wide: true },
          ].map(({ icon: Icon, term, value, wide }) => (
            <div key={term} className={wide ? "flex gap-2 sm:col-span-2" : "flex gap-2"}>
              <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-gold" />
              <div>
                <dt className="font-semibold">{term}</dt>
                <dd className="text-muted">{value}</dd>
              </div>
            </div>
          ))}
        </dl>
      </Card>

      <InfoCard title="Before you begin" icon={ListChecks} items={scenario.setupInstructions} ordered />

      <div className="grid gap-4 md:grid-cols-2">
        {scenario.characterGuides.map((guide) => (
          <Card key={guide.character}>
            <h3 className="text-xl font-semibold">{guide.character}</h3>
            <p className="mt-1 text-sm text-muted">{guide.personality}</p>
            <h4 className="mt-4 text-sm font-bold uppercase tracking-wide text-gold">Lines to try</h4>
            <TextList items={guide.dialogue} className="mt-2 space-y-1.5 text-sm italic" />
            <h4 className="mt-4 text-sm font-bold uppercase tracking-wide text-gold">Moves</h4>
            <TextList
              items={guide.actions}
              className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-muted marker:text-rose"
            />
          </Card>
        ))}
      </div>

      <Card>
        <h3 className="text-xl font-semibold">How the scene unfolds</h3>
        <ol className="mt-4 space-y-4 border-l-2 border-rose/40 pl-5">
          {scenario.scenarioFlow.map((phase, index) => (
            <li key={phase.phase} className="relative">
              <StepNumber index={index} small solid className="absolute -left-[1.95rem] top-0.5" />
              <p className="font-semibold">
                {phase.phase} <span className="font-normal text-muted">· {phase.duration}</span>
              </p>
              <p className="mt-1 text-sm text-muted">{phase.description}</p>
              <p className="mt-1 text-sm">{phase.actions.join(" · ")}</p>
            </li>
          ))}
        </ol>
      </Card>
    </article>
  );
}
