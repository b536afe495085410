import { Drama, Loader2, ShieldCheck, Sparkles, Wand2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ROLEPLAY_GENERATE_MS } from "@content/games/roleplay";
import type { RoleplayCategoryId, RoleplayScenario } from "@content/games/roleplay";
import { GamePage, InfoCard, LiveAnnouncer } from "~/components/games/game-page";
import { useLater, useReducedMotion, useSeenHistory } from "~/components/games/hooks";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { GAME_HISTORY_KEYS } from "~/lib/games/history";
import { countUnseen } from "@domain/games/no-repeat";
import { drawRoleplayFrom } from "@domain/games/roleplay";

import type { RoleplayCategory } from "@content/games/roleplay";
import type { DICE_LEVEL_NAMES as DiceLevelNames } from "@content/games/dice";
import { ScenarioView } from "./scenario-view";

const sceneId = (entry: RoleplayScenario) => entry.id;

/** Fantasy roleplay: generate a scenario by category and heat, with the ground rules always in view. */
export function FantasyRoleplayGame(data: {
  scenarios: readonly RoleplayScenario[];
  categories: readonly RoleplayCategory[];
  groundRules: readonly string[];
  levelNames: typeof DiceLevelNames;
}) {
  const { scenarios: allScenarios, categories, groundRules, levelNames } = data;
  const roleplayCategoryName = (id: RoleplayCategoryId) =>
    categories.find((category) => category.id === id)?.name ?? id;
  const [scenario, setScenario] = useState<RoleplayScenario | null>(null);
  const [generating, setGenerating] = useState(false);
  const [restarted, setRestarted] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const history = useSeenHistory(GAME_HISTORY_KEYS.roleplay);
  const reducedMotion = useReducedMotion();
  const later = useLater();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Scenes not yet generated on this device (null until the device's history is read, after hydration).
  const [left, setLeft] = useState<number | null>(null);
  const seenNow = history.seen;
  useEffect(() => {
    setLeft(countUnseen(allScenarios, seenNow(), sceneId));
  }, [allScenarios, seenNow]);

  function show(next: RoleplayScenario, wasRestarted: boolean) {
    setScenario(next);
    setRestarted(wasRestarted);
    setAnnouncement(`${next.title}. ${roleplayCategoryName(next.category)}, ${next.difficulty}, ${next.duration}.`);
    requestAnimationFrame(() => titleRef.current?.focus());
  }

  function generate() {
    if (generating) return;
    // A random scenario from all categories, not repeating until all were seen.
    const pick = drawRoleplayFrom(allScenarios, history.seen(), Math.random, scenario?.id);
    if (!pick) return;
    history.remember(pick.seen);
    setLeft(countUnseen(allScenarios, pick.seen, sceneId));
    setGenerating(true);
    setAnnouncement("Generating your roleplay…");
    later(() => {
      setGenerating(false);
      show(pick.item, pick.restarted);
    }, ROLEPLAY_GENERATE_MS);
  }

  function open(id: RoleplayScenario["id"]) {
    const chosen = allScenarios.find((entry) => entry.id === id);
    if (chosen && !generating) show(chosen, false);
  }

  return (
    <GamePage path="/games/fantasy-roleplay" icon={Drama}>
      <LiveAnnouncer message={announcement} />
      <section aria-labelledby="rp-categories">
        <h2 id="rp-categories" className="sr-only">
          Categories
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {categories.map((category) => {
            const scenarios = allScenarios.filter((scenario) => scenario.category === category.id);
            return (
              <li key={category.id}>
                <Card className="flex h-full flex-col">
                  <div className="flex items-center justify-between gap-2">
                    <h3 className="text-lg font-semibold">{category.name}</h3>
                    <Badge tone="rose">
                      {scenarios.length} {scenarios.length === 1 ? "scenario" : "scenarios"}
                    </Badge>
                  </div>
                  <p className="mt-2 flex-1 text-sm text-muted">{category.description}</p>
                  <details className="group mt-3">
                    <summary className="flex min-h-11 cursor-pointer items-center rounded-xl px-2 text-sm font-semibold hover:bg-surface-2">
                      <span className="group-open:hidden">Choose a scene</span>
                      <span className="hidden group-open:inline">Hide the scenes</span>
                    </summary>
                    <ul className="mt-1 space-y-1">
                      {scenarios.map((entry) => (
                        <li key={entry.id}>
                          <button
                            type="button"
                            onClick={() => open(entry.id)}
                            disabled={generating}
                            className="flex min-h-11 w-full items-center gap-2 rounded-xl px-2 text-left text-sm font-semibold text-rose hover:bg-surface-2 disabled:opacity-50"
                          >
                            <Sparkles aria-hidden className="size-4 shrink-0" />
                            {entry.title}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </details>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>

      <div className="mt-8 text-center">
        <Button size="lg" onClick={generate} disabled={generating} className="w-full sm:w-auto">
          {generating ? (
            <Loader2 aria-hidden className={reducedMotion ? "size-5" : "size-5 animate-spin"} />
          ) : (
            <Wand2 aria-hidden className="size-5" />
          )}
          {generating ? "Generating…" : "Generate Roleplay"}
        </Button>
        <p className="mt-2 text-sm text-muted" data-testid="rp-left">
          {left === null
            ? `A random scene from all ${allScenarios.length}: none repeats until you have seen them all.`
            : left === 0
              ? `You have seen all ${allScenarios.length} scenes. The next one starts a fresh round.`
              : `${left} of ${allScenarios.length} scenes left before any repeat.`}
        </p>
      </div>

      {generating ? (
        <Card aria-hidden className="mx-auto mt-8 max-w-3xl p-6">
          <div className={reducedMotion ? "space-y-3" : "animate-pulse space-y-3"}>
            <div className="h-7 w-2/3 rounded-lg bg-surface-2" />
            <div className="h-4 w-full rounded bg-surface-2" />
            <div className="h-4 w-5/6 rounded bg-surface-2" />
          </div>
        </Card>
      ) : scenario ? (
        <ScenarioView
          scenario={scenario}
          categoryName={roleplayCategoryName(scenario.category)}
          levelName={levelNames[scenario.spicyLevel]}
          titleRef={titleRef}
          restarted={restarted}
        />
      ) : null}

      <section aria-label="Ground rules" className="mx-auto mt-10 max-w-3xl">
        <InfoCard title="Ground rules for every scene" icon={ShieldCheck} items={groundRules} />
      </section>
    </GamePage>
  );
}
