import type { ComponentProps } from "react";
import { useLocation, useNavigate, type NavigateFunction, type To } from "react-router";
import { useToast } from "~/components/ui/toast";
import { BackLink } from "./back-link";
import { StepWalkthrough } from "./step-walkthrough";

/** History state of a walkthrough opened from its detail view: Back and Complete then return there in history. */
interface FromDetail {
  fromDetail?: boolean;
}

/** Opens a walkthrough at its first step from the detail view. */
export function startSteps(navigate: NavigateFunction, firstStep: To) {
  navigate(firstStep, { state: { fromDetail: true } satisfies FromDetail });
}

/**
 * The "try it step by step" view of a love-language activity or a romantic guide: a back link to the detail view,
 * the steps (each step a replaced history entry, so Back leaves the walkthrough), and a toast on completion.
 */
export function StepViewer({
  detailHref,
  backLabel,
  stepHref,
  materials,
  completeToast,
  ...walkthrough
}: {
  detailHref: To;
  backLabel: string;
  stepHref: (step: number) => To;
  /** Shown as "Have ready: …" under the title. */
  materials?: readonly string[];
  completeToast: { title: string; description: string };
} & Omit<ComponentProps<typeof StepWalkthrough>, "onPrevious" | "onNext" | "onComplete" | "headingLevel">) {
  const navigate = useNavigate();
  const location = useLocation();
  const { toast } = useToast();
  const fromDetail = (location.state as FromDetail | null)?.fromDetail === true;
  const goToStep = (next: number) =>
    navigate(stepHref(next), { replace: true, preventScrollReset: true, state: location.state });
  const leave = () => {
    if (fromDetail) navigate(-1);
    else navigate(detailHref, { replace: true });
  };
  const haveReady =
    materials && materials.length > 0 ? (
      <p className="mt-1 w-full text-sm">
        <span className="font-semibold">Have ready: </span>
        <span className="text-muted">{materials.join(" · ")}</span>
      </p>
    ) : null;
  return (
    <div className="mx-auto max-w-3xl pt-6">
      <BackLink
        to={detailHref}
        replace
        onClick={(event) => {
          if (!fromDetail) return;
          event.preventDefault();
          navigate(-1);
        }}
      >
        {backLabel}
      </BackLink>
      <div className="mt-4">
        <StepWalkthrough
          {...walkthrough}
          headingLevel="h1"
          meta={
            walkthrough.meta || haveReady ? (
              <>
                {walkthrough.meta}
                {haveReady}
              </>
            ) : undefined
          }
          onPrevious={() => goToStep(walkthrough.step - 1)}
          onNext={() => goToStep(walkthrough.step + 1)}
          onComplete={() => {
            toast({ ...completeToast, duration: 4000 });
            leave();
          }}
        />
      </div>
    </div>
  );
}
