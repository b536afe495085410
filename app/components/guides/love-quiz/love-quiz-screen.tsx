/**
 * The love quiz page: which quiz (kept on the device) and the data both draw from.
 */
import { usePageInfo } from "~/lib/page-info";
import { ListChecks, Users } from "lucide-react";
import { lazy, Suspense } from "react";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/home/tabs";

import { BackLink } from "~/components/guides/back-link";
import { PageHeader } from "~/components/page-header";
import { PlayTogetherButton } from "~/components/rooms/play-together-button";
import { DEVICE_KEYS } from "~/lib/guides/storage-keys";
import { useDeviceState } from "~/lib/guides/use-device-state";

import { FiveQuestionQuiz } from "./five-question-quiz";
import { type LoveQuizData, LoveQuizDataContext } from "./data";

// The 30-pair quiz is code of its own, fetched only when its tab is chosen.
export const PairQuiz = lazy(() => import("~/components/guides/pair-quiz"));

export type QuizVersion = "five" | "pairs";
export const validateVersion = (value: unknown): QuizVersion | undefined =>
  value === "five" || value === "pairs" ? value : undefined;

/** The love quiz page: the quick five-question quiz, or the thirty pairs, each kept on the device. */
export function LoveQuizScreen(data: LoveQuizData) {
  const page = usePageInfo("/games/love-quiz");
  const { pairs, languages } = data;
  const [version, setVersion] = useDeviceState<QuizVersion>(DEVICE_KEYS.loveQuizVersion, "five", validateVersion);

  return (
    <LoveQuizDataContext.Provider value={data}>
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <div className="pt-6">
          <BackLink to="/games">Back to Games</BackLink>
        </div>
        <PageHeader title={page.heading} lead={page.description} />
        {/* The quiz comes straight after the title, so its first question is on a phone's first screen; playing on
            two phones is offered after it. */}
        <Tabs value={version} onValueChange={(next) => setVersion(next === "pairs" ? "pairs" : "five")}>
          <TabsList aria-label="Which quiz" className="mx-auto mb-4 grid w-full max-w-xl grid-cols-2">
            <TabsTrigger value="five" className="inline-flex items-center justify-center gap-2">
              <ListChecks aria-hidden className="size-4 shrink-0" />
              <span>
                Quick quiz <span className="text-xs">· 5</span>
              </span>
            </TabsTrigger>
            <TabsTrigger value="pairs" className="inline-flex items-center justify-center gap-2">
              <Users aria-hidden className="size-4 shrink-0" />
              <span>
                Which means more? <span className="text-xs">· {pairs.length}</span>
              </span>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="five" className="focus-visible:outline-none">
            <FiveQuestionQuiz />
          </TabsContent>
          <TabsContent value="pairs" className="focus-visible:outline-none">
            {version === "pairs" ? (
              <Suspense fallback={<p className="py-10 text-center text-muted">Loading the quiz…</p>}>
                <PairQuiz pairs={pairs} languages={languages} />
              </Suspense>
            ) : null}
          </TabsContent>
        </Tabs>
        <div className="mt-8">
          <PlayTogetherButton game="love-quiz" />
        </div>
        <p className="mt-8 text-center text-sm text-muted">
          Your answers stay on this device and are never sent anywhere.
        </p>
      </div>
    </LoveQuizDataContext.Provider>
  );
}
