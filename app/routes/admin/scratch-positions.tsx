import { RefreshCw } from "lucide-react";
import { data } from "react-router";
import { ScratchPositionForm } from "~/components/admin/scratch/scratch-position-form";
import { ScratchPositionList } from "~/components/admin/scratch/scratch-position-list";
import { useScratchAdmin } from "~/components/admin/scratch/use-scratch-admin";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { requireAdminSession } from "~/lib/admin-session";
import { noIndexHead } from "~/lib/head";
import {
  scratchAdminIntentSchema,
  scratchFailureMessage,
  scratchSuccessMessage,
  type ScratchAdminResult,
} from "@domain/position-games/scratch-admin";
import { SCRATCH_FORM_MESSAGES } from "@domain/position-games/scratch-form";
import type { ServerPosition } from "@domain/position-games/types";
import type { Route } from "./+types/scratch-positions";

export async function loader({ context }: Route.LoaderArgs) {
  requireAdminSession(context);
  try {
    const { positions } = await context.services.gamePositions.scratch.list();
    return { positions, loadFailed: false };
  } catch (error) {
    context.logger.error({ err: error }, "could not load scratch positions");
    return { positions: [] as ServerPosition[], loadFailed: true };
  }
}

/**
 * The page's writes (add, edit, delete, reorder: JSON from its fetchers), through the same service and checks as the
 * JSON API at /api/positions; the loader runs again afterwards, so the list on screen is the server's.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<ScratchAdminResult> {
  requireAdminSession(context);
  const parsed = scratchAdminIntentSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) throw data({ error: "Invalid request" }, { status: 400 });
  const input = parsed.data;
  const scratch = context.services.gamePositions.scratch;
  try {
    switch (input.intent) {
      case "create": {
        const { position } = await scratch.create(input.position);
        return {
          ok: true,
          intent: input.intent,
          id: position.id,
          message: scratchSuccessMessage("create", position.title),
        };
      }
      case "update": {
        const { position } = await scratch.update(input.id, input.position);
        return {
          ok: true,
          intent: input.intent,
          id: position.id,
          message: scratchSuccessMessage("update", position.title),
        };
      }
      case "delete":
        await scratch.remove(input.id);
        return { ok: true, intent: input.intent, id: input.id, message: scratchSuccessMessage("delete", input.title) };
      case "reorder":
        await scratch.reorder({ ids: input.ids });
        return { ok: true, intent: input.intent, message: scratchSuccessMessage("reorder", "") };
    }
  } catch (error) {
    context.logger.warn({ err: error, intent: input.intent }, "scratch position write refused");
    const message = error instanceof Error ? error.message : undefined;
    return { ok: false, intent: input.intent, message: scratchFailureMessage(input.intent, message) };
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  noIndexHead("Scratch Positions", matches, location.pathname);

export default function ScratchPositionsAdmin({ loaderData }: Route.ComponentProps) {
  const admin = useScratchAdmin(loaderData.positions);

  if (loaderData.loadFailed) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Card className="text-center">
          <p role="alert" className="text-danger">
            {SCRATCH_FORM_MESSAGES.loadFailed}
          </p>
          <Button className="mt-4" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden className="size-4" /> Retry
          </Button>
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
      <PageHeader
        title="Scratch Positions"
        lead="The positions behind the scratch cards, random position and the wheels."
      />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[24rem_1fr]">
        <ScratchPositionForm admin={admin} />
        <ScratchPositionList
          positions={admin.positions}
          message={admin.message?.where === "list" ? admin.message : null}
          onMove={admin.move}
          onEdit={admin.startEdit}
          onDelete={admin.removePosition}
        />
      </div>
    </div>
  );
}
