import { useCallback, useState } from "react";
import { Card } from "~/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import type { MediaItem } from "@domain/media/item";
import { DefaultImagesPanel } from "./default-images-panel";
import { MediaEditDialog } from "./media-edit-dialog";
import { EMPTY_UPLOAD_DRAFT, MediaUploadForm } from "./media-upload-form";
import { EMPTY_URL_DRAFT, MediaUrlForm } from "./media-url-form";
import type { MediaUse } from "./media-library";
import { MediaListTab } from "./media-list-tab";
import { useAddDraft, type MediaWriting } from "./media-writing";
import { useMediaLibrary } from "./use-media-library";

/**
 * The Media Manager tab: the media library (list with search and filters, edit, delete), upload, add by URL, and the
 * default images. The manager keeps what each tab holds, so switching tabs loses nothing typed.
 */
export function MediaManager({ onUse }: { onUse?: MediaUse }) {
  const [tab, setTab] = useState("list");
  const library = useMediaLibrary();
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const uploadDraft = useAddDraft(EMPTY_UPLOAD_DRAFT);
  const urlDraft = useAddDraft(EMPTY_URL_DRAFT);
  const [busy, setBusy] = useState(false);
  const write = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  }, []);
  const writing: MediaWriting = { busy, write };
  const { load } = library;
  const showList = async () => {
    setTab("list");
    await load();
  };

  return (
    <Card>
      <h2 className="text-xl font-semibold">Media Manager</h2>
      <Tabs value={tab} onValueChange={setTab} className="mt-4">
        <TabsList aria-label="Media Manager">
          <TabsTrigger value="list">Media List</TabsTrigger>
          <TabsTrigger value="upload">Upload File</TabsTrigger>
          <TabsTrigger value="url">Add URL</TabsTrigger>
          <TabsTrigger value="defaults">Default Images</TabsTrigger>
        </TabsList>
        <TabsContent value="defaults" className="mt-4">
          <DefaultImagesPanel />
        </TabsContent>
        <TabsContent value="list" className="mt-4">
          <MediaListTab library={library} onUse={onUse} onEdit={setEditing} />
        </TabsContent>
        <TabsContent value="upload" className="mt-4">
          <MediaUploadForm {...uploadDraft} writing={writing} onAdded={showList} />
        </TabsContent>
        <TabsContent value="url" className="mt-4">
          <MediaUrlForm {...urlDraft} writing={writing} onAdded={showList} />
        </TabsContent>
      </Tabs>
      <MediaEditDialog
        item={editing}
        onClose={() => setEditing(null)}
        onSaved={async () => {
          setEditing(null);
          await load();
        }}
        writing={writing}
      />
    </Card>
  );
}
