import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { downloadFile, sessionToken } from './download';

/**
 * A download button's behaviour (SPEC.md §7, §8): `download(address, fileName)` saves the file
 * with the session's token, and any failure (no token, a bad address, an HTTP error) reaches the
 * person as the 'Download Error' toast with the helper's message. `downloading` is true meanwhile,
 * for the button's label and to stop a second click.
 */
export function useDownload() {
  const [downloading, setDownloading] = useState(false);

  const download = async (address: string, fileName: string) => {
    setDownloading(true);
    try {
      await downloadFile(address, fileName, sessionToken);
    } catch (error) {
      toast({
        title: 'Download Error',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  };

  return { download, downloading };
}
