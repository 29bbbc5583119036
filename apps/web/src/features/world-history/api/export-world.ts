import { useMutation } from '@tanstack/react-query';
import { startDownload } from '../../../lib/save-file';
import { trpc } from '../../../lib/trpc';

/**
 * Asks for a fresh download link each time and has the browser follow it: the file is saved as it streams,
 * never held whole by the page. Resolves with the file's name.
 */
export function useExportWorld(worldId: string) {
  const link = useMutation(trpc.audit.exportLink.mutationOptions());
  return useMutation({
    mutationFn: async () => {
      const { url, file_name: fileName } = await link.mutateAsync({ worldId });
      startDownload(url, fileName);
      return fileName;
    },
  });
}
