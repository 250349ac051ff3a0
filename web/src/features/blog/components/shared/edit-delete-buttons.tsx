import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * A taxonomy row's Edit and Delete icon buttons (categories, subjects, tags, authors), each named
 * for the item it acts on. Delete is disabled while the row is busy.
 */
export function EditDeleteButtons({
  name,
  deleteDisabled,
  onEdit,
  onDelete,
}: {
  name: string;
  deleteDisabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        variant="ghost"
        size="icon-sm"
        onClick={onEdit}
        aria-label={t('adminBlog.common.editNamed', { name })}
      >
        <Pencil aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        className="text-rose-600 hover:bg-rose-50 hover:text-rose-700"
        disabled={deleteDisabled}
        onClick={onDelete}
        aria-label={t('adminBlog.common.deleteNamed', { name })}
      >
        <Trash2 aria-hidden />
      </Button>
    </>
  );
}
