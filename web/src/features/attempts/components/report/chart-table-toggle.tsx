import { BarChart3, Table2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** "Show as table" / "Show as chart": switches a report chart to the table of its figures and back. */
export function ChartTableToggle({
  asTable,
  onToggle,
}: {
  asTable: boolean;
  onToggle: (asTable: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Button size="sm" variant="ghost" className="-mt-1 shrink-0" onClick={() => onToggle(!asTable)}>
      {asTable ? <BarChart3 aria-hidden /> : <Table2 aria-hidden />}
      {asTable ? t('report.chartToggle.showChart') : t('report.chartToggle.showTable')}
    </Button>
  );
}
