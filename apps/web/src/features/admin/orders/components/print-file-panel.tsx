import type { AdminOrderDetail } from '@atelier/shared/schemas/admin-orders';
import { STRETCHER_DEPTH_INCHES } from '@atelier/shared/schemas/prints';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDownload } from '@/lib/use-download';
import { printFileName } from '../lib/labels';
import { PrintFileBadge } from './order-status-badge';
import { Fact, Section } from '@/features/admin/components/section';

const WAITING: Record<string, string> = {
  none: 'The print file is made once the order is paid.',
  pending: 'The print file is not ready yet: it is queued and made in a minute or two.',
  rendering: 'The print file is not ready yet: it is being rendered now.',
};

/** The file's resolution across the face and both wrapped edges. */
const printPpi = (widthPx: number, widthInches: number) =>
  Math.floor(widthPx / (widthInches + 2 * STRETCHER_DEPTH_INCHES));

/** The print file (download, pixels, state) and the print lab that has the order. */
export function PrintFilePanel({ order }: { order: AdminOrderDetail }) {
  const { download, downloading } = useDownload();
  const file = order.printFile;
  const { fulfilment } = order;

  return (
    <Section title="Print file">
      <dl className="grid gap-2">
        <Fact label="State">
          <PrintFileBadge status={file.status} />
        </Fact>
        {file.width && file.height ? (
          <Fact label="Pixels">
            {file.width.toLocaleString('en-US')} × {file.height.toLocaleString('en-US')} px
            {order.size
              ? ` (${printPpi(file.width, order.size.widthInches)} PPI with the wrap)`
              : ''}
          </Fact>
        ) : null}
        <Fact label="Fulfilment">{fulfilment.provider ?? 'Not sent to a print lab'}</Fact>
        {fulfilment.ref ? (
          <Fact label="Lab reference">
            <span className="font-mono text-xs break-all">{fulfilment.ref}</span>
          </Fact>
        ) : null}
      </dl>
      {file.status === 'failed' ? (
        <p role="alert" className="text-sm text-danger">
          The print file could not be made{file.error ? `: ${file.error}` : '.'}
        </p>
      ) : null}
      {fulfilment.error ? (
        <p role="alert" className="text-sm text-danger">
          The print lab reported a problem: {fulfilment.error}
        </p>
      ) : null}
      {file.status in WAITING ? <p className="text-sm text-muted">{WAITING[file.status]}</p> : null}
      {file.status === 'ready' && file.downloadUrl ? (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => void download(file.downloadUrl ?? '', printFileName(order))}
          disabled={downloading}
        >
          <Download aria-hidden />
          {downloading ? 'Downloading…' : 'Download print file'}
        </Button>
      ) : null}
    </Section>
  );
}
