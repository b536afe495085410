import { ChevronDown, Clock, Compass, Heart, Lightbulb, Map as MapIcon, Sparkles, type LucideIcon } from "lucide-react";
import { useRef, useState } from "react";
import { keepInViewSoon } from "~/components/games/keep-in-view";
import { focusAndReveal } from "~/components/guides/use-focus-on-change";
import {
  EROGENOUS_ZONE_GUIDES,
  PLEASURE_MAP_TIPS,
  SENSITIVITY_LABELS,
  ZONE_CATEGORY_LABELS,
  ZONE_GENDER_LABELS,
  ZONE_GENDERS,
  type BodyZone,
  type ZoneGender,
  type ZoneRegionId,
} from "@content/games/erogenous-zones";
import { ChoiceGroup, choicesOf } from "~/components/games/choice-group";
import { GamePage, InfoCard, LiveAnnouncer } from "~/components/games/game-page";
import { Badge } from "~/components/ui/badge";
import { Card, TextList } from "~/components/ui/card";
import { cx } from "~/lib/class-names";
import { sensitivityLabel, sensitivityPercent } from "@domain/games/pleasure-map";

function SensitivityBar({ zone }: { zone: BodyZone }) {
  const label = sensitivityLabel(zone.sensitivity);
  return (
    <div>
      <div className="flex items-center justify-between text-sm">
        <span className="font-semibold" id={`${zone.id}-sensitivity`}>
          Sensitivity
        </span>
        <span className="text-muted">
          {label} · {zone.sensitivity}/5
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby={`${zone.id}-sensitivity`}
        aria-valuemin={1}
        aria-valuemax={5}
        aria-valuenow={zone.sensitivity}
        aria-valuetext={`${label}, ${zone.sensitivity} of 5`}
        className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-gold via-coral to-rose"
          style={{ width: `${sensitivityPercent(zone.sensitivity)}%` }}
        />
      </div>
      <ul aria-hidden className="mt-1 hidden justify-between text-[0.7rem] text-muted sm:flex">
        {([1, 2, 3, 4, 5] as const).map((level) => (
          <li key={level} className={level === zone.sensitivity ? "font-semibold text-fg" : undefined}>
            {SENSITIVITY_LABELS[level]}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One titled list of an open zone (its techniques, its tips). */
function ZoneList({
  icon: Icon,
  title,
  items,
  className,
}: {
  icon: LucideIcon;
  title: string;
  items: readonly string[];
  className: string;
}) {
  return (
    <div>
      <h4 className="flex items-center gap-1.5 text-sm font-bold uppercase tracking-wide text-gold">
        <Icon aria-hidden className="size-4" />
        {title}
      </h4>
      <TextList items={items} className={className} />
    </div>
  );
}

/** The pleasure map: explore the body's zones by sensitivity, with tips and how long to linger. */
export function PleasureMapGame() {
  const [gender, setGender] = useState<ZoneGender>("female");
  const [regionId, setRegionId] = useState<ZoneRegionId | null>(null);
  const [openZone, setOpenZone] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const regionHeading = useRef<HTMLHeadingElement>(null);
  const guide = EROGENOUS_ZONE_GUIDES[gender];
  const region = guide.regions.find((entry) => entry.id === regionId) ?? null;

  function chooseGender(next: ZoneGender) {
    setGender(next);
    setRegionId(null);
    setOpenZone(null);
    setAnnouncement(`${EROGENOUS_ZONE_GUIDES[next].title}. Choose a region.`);
  }

  function chooseRegion(id: ZoneRegionId) {
    const next = guide.regions.find((entry) => entry.id === id);
    setRegionId(id);
    setOpenZone(null);
    if (next) setAnnouncement(`${next.name}: ${next.zones.length} zones.`);
    // The region's zones come up under the header (on a phone they start below the fold).
    requestAnimationFrame(() => focusAndReveal(regionHeading.current));
  }

  return (
    <GamePage path="/games/pleasure-map" icon={MapIcon}>
      <LiveAnnouncer message={announcement} />
      <div className="mx-auto max-w-4xl space-y-6">
        <Card className="p-5 sm:p-7">
          <ChoiceGroup
            legend="Guide"
            name="pm-gender"
            value={gender}
            onChange={chooseGender}
            options={choicesOf(ZONE_GENDERS, { labels: ZONE_GENDER_LABELS })}
          />
          <h2 className="mt-6 text-2xl font-semibold">{guide.title}</h2>
          <p className="mt-1 text-muted">{guide.description}</p>

          <h3 id="pm-regions" className="mt-6 text-sm font-semibold uppercase tracking-wide text-muted">
            Regions
          </h3>
          <ul aria-labelledby="pm-regions" className="mt-2 grid grid-cols-2 gap-3 md:grid-cols-4">
            {guide.regions.map((entry) => {
              const active = entry.id === regionId;
              return (
                <li key={entry.id}>
                  <button
                    type="button"
                    aria-pressed={active}
                    aria-controls="pm-region-panel"
                    onClick={() => chooseRegion(entry.id)}
                    className={cx(
                      "flex h-full min-h-24 w-full flex-col items-start rounded-2xl border-2 p-3 text-left transition hover:border-rose",
                      active ? "border-rose bg-rose/10 shadow-glow" : "border-border bg-surface-2",
                    )}
                  >
                    <Compass aria-hidden className={cx("size-5", active ? "text-rose" : "text-gold")} />
                    <span className="mt-2 font-semibold">{entry.name}</span>
                    <span className="text-xs text-muted">
                      {entry.zones.length} {entry.zones.length === 1 ? "zone" : "zones"}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </Card>

        <section id="pm-region-panel" aria-labelledby={region ? "pm-region-title" : undefined}>
          {region ? (
            <Card className="p-5 sm:p-7">
              <h2
                id="pm-region-title"
                ref={regionHeading}
                tabIndex={-1}
                className="text-2xl font-semibold outline-none"
              >
                {region.name}
              </h2>
              <p className="mt-1 text-muted">{region.description}</p>
              <ul className="mt-5 space-y-3">
                {region.zones.map((zone) => {
                  const open = openZone === zone.id;
                  return (
                    <li
                      key={zone.id}
                      className={cx(
                        "rounded-2xl border transition",
                        open ? "border-rose/60 bg-rose/5" : "border-border bg-surface-2",
                      )}
                    >
                      <h3>
                        <button
                          type="button"
                          aria-expanded={open}
                          aria-controls={`${zone.id}-details`}
                          onClick={() => {
                            setOpenZone(open ? null : zone.id);
                            // An opened zone shows its name and as much of its guide as fits.
                            if (!open) {
                              const details = () => document.getElementById(`${zone.id}-details`);
                              keepInViewSoon(() => details()?.parentElement, details);
                            }
                          }}
                          className="flex min-h-14 w-full items-center gap-3 rounded-2xl px-4 py-3 text-left"
                        >
                          <Heart
                            aria-hidden
                            className={cx("size-5 shrink-0", open ? "fill-rose text-rose" : "text-rose")}
                          />
                          <span className="min-w-0 flex-1">
                            <span className="block font-semibold">{zone.name}</span>
                            <span className="block text-xs text-muted">
                              {ZONE_CATEGORY_LABELS[zone.category]} · sensitivity {sensitivityLabel(zone.sensitivity)}
                            </span>
                          </span>
                          <ChevronDown
                            aria-hidden
                            className={cx("size-5 shrink-0 text-muted transition", open && "rotate-180")}
                          />
                        </button>
                      </h3>
                      <div id={`${zone.id}-details`} hidden={!open} className="space-y-4 px-4 pb-5">
                        <p>{zone.description}</p>
                        <SensitivityBar zone={zone} />
                        <ZoneList
                          icon={Sparkles}
                          title="Techniques"
                          items={zone.techniques}
                          className="mt-2 list-disc space-y-1.5 pl-5 marker:text-rose"
                        />
                        <ZoneList
                          icon={Lightbulb}
                          title="Tips"
                          items={zone.tips}
                          className="mt-2 space-y-1.5 text-sm text-muted"
                        />
                        <p className="flex items-center gap-1.5 text-sm text-muted">
                          <Clock aria-hidden className="size-4 text-gold" />
                          Take {zone.duration}
                          <Badge className="ml-auto">{ZONE_CATEGORY_LABELS[zone.category]}</Badge>
                        </p>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </Card>
          ) : (
            <p className="rounded-[var(--radius-card)] border border-dashed border-border p-6 text-center text-muted">
              Choose a region above to see its zones, then open a zone for techniques, tips and sensitivity.
            </p>
          )}
        </section>
      </div>

      <section aria-label="Tips" className="mx-auto mt-10 max-w-4xl">
        <InfoCard title="Before you explore" icon={Lightbulb} items={PLEASURE_MAP_TIPS} />
      </section>
    </GamePage>
  );
}
