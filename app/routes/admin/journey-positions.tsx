import { Map as MapIcon, Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { JourneyPositionForm } from "~/components/admin/journey/journey-position-form";
import { JourneyPositionList } from "~/components/admin/journey/journey-position-list";
import { useJourneyAdmin } from "~/components/admin/journey/use-journey-admin";
import { PageHeader } from "~/components/page-header";
import { MediaManager } from "~/components/position-games/media-manager";
import { Button, buttonClasses } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { requireAdminSession } from "~/lib/admin-session";
import { noIndexHead } from "~/lib/head";
import type { Route } from "./+types/journey-positions";

export async function loader({ context }: Route.LoaderArgs) {
  requireAdminSession(context);
  const { positions } = await context.services.gamePositions.journey.list();
  return { positions };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  noIndexHead("Journey Positions", matches, location.pathname);

export default function JourneyPositionsAdmin({ loaderData }: Route.ComponentProps) {
  const admin = useJourneyAdmin(loaderData.positions);
  const [tab, setTab] = useState("positions");

  function startAdd() {
    admin.resetForm();
    setTab("positions");
    requestAnimationFrame(() => admin.nameInput.current?.focus());
  }

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
      <PageHeader
        title="Journey Positions"
        lead="The positions the journey planner draws from, and the media they use."
      >
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/#planner" className={buttonClasses("secondary")}>
            <MapIcon aria-hidden className="size-4" /> View Planner
          </Link>
          <Button onClick={startAdd}>
            <Plus aria-hidden className="size-4" /> Add Position
          </Button>
        </div>
      </PageHeader>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Journey admin" className="mx-auto w-fit">
          <TabsTrigger value="positions">Positions</TabsTrigger>
          <TabsTrigger value="media">Media Manager</TabsTrigger>
        </TabsList>
        <TabsContent value="positions" className="mt-6">
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[26rem_1fr]">
            <JourneyPositionForm admin={admin} />
            <JourneyPositionList
              positions={loaderData.positions}
              onEdit={admin.startEdit}
              onDelete={(position) => void admin.remove(position)}
            />
          </div>
        </TabsContent>
        <TabsContent value="media" className="mt-6">
          <MediaManager
            onUse={(item) => {
              admin.takeMedia(item);
              setTab("positions");
            }}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
