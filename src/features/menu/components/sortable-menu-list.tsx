import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { GripVertical, Pencil, Trash2 } from 'lucide-react'
import { useRef } from 'react'
import { Button } from '@/components/ui/button'
import { Switch } from '@/components/ui/switch'
import type { MenuItem } from '@/features/menu/api/get-active-menu-items'
import { cn } from '@/lib/cn'

function MenuRow({
  item,
  canEdit,
  onToggle,
  onEdit,
  onDelete,
}: {
  item: MenuItem
  canEdit: boolean
  onToggle: (active: boolean) => void
  onEdit: () => void
  onDelete: () => void
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled: !canEdit,
  })
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'flex items-center gap-2 rounded-lg border border-slate-200 bg-white p-2 sm:gap-3 sm:p-3',
        isDragging && 'relative z-10 shadow-lg',
      )}
      data-testid="menu-row"
    >
      {canEdit ? (
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="focus-visible:ring-brand-500 cursor-grab touch-none rounded p-1.5 text-slate-500 hover:bg-slate-100 focus-visible:ring-2 focus-visible:outline-none"
          {...attributes}
          {...listeners}
          aria-label={`Mover ${item.label}`}
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
      ) : null}
      <span className="w-6 shrink-0 text-center font-mono text-xs text-slate-400">{item.position}</span>
      <div className="min-w-0 flex-1">
        <p className={cn('truncate font-medium', item.is_active ? 'text-slate-900' : 'text-slate-500 line-through')}>
          {item.label}
        </p>
        <p className="truncate font-mono text-xs text-slate-500">{item.href}</p>
      </div>
      <Switch
        checked={item.is_active}
        onCheckedChange={onToggle}
        disabled={!canEdit}
        aria-label={`${item.label} ativo`}
      />
      {canEdit ? (
        <>
          <Button variant="ghost" size="icon" className="size-8" onClick={onEdit} aria-label={`Editar ${item.label}`}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-red-700 hover:bg-red-50"
            onClick={onDelete}
            aria-label={`Remover ${item.label}`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </>
      ) : null}
    </li>
  )
}

/**
 * The menu's items, reordered by dragging or by keyboard (focus the handle, Space, arrows, Space),
 * with what happens read out in Portuguese to screen readers.
 */
export function SortableMenuList({
  items,
  canEdit,
  onReorder,
  onToggle,
  onEdit,
  onDelete,
}: {
  items: MenuItem[]
  canEdit: boolean
  onReorder: (items: MenuItem[]) => void
  onToggle: (item: MenuItem, active: boolean) => void
  onEdit: (item: MenuItem) => void
  onDelete: (item: MenuItem) => void
}) {
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  // Positions are read from the order when the drag began: the list itself re-renders on drop.
  const orderAtStart = useRef<UniqueIdentifier[]>([])
  const label = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.label ?? 'Item'
  const place = (id: UniqueIdentifier) => orderAtStart.current.indexOf(id) + 1
  const announcements: Announcements = {
    onDragStart: ({ active }) => `${label(active.id)} selecionado, na posição ${place(active.id)} de ${items.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${label(active.id)} foi para a posição ${place(over.id)} de ${items.length}.`
        : `${label(active.id)} está fora da lista.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${label(active.id)} solto na posição ${place(over.id)} de ${items.length}.`
        : `${label(active.id)} solto fora da lista.`,
    onDragCancel: ({ active }) => `Movimento cancelado. ${label(active.id)} voltou para a posição ${place(active.id)}.`,
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return
    const from = items.findIndex((item) => item.id === active.id)
    const to = items.findIndex((item) => item.id === over.id)
    onReorder(arrayMove(items, from, to))
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={() => {
        orderAtStart.current = items.map((item) => item.id)
      }}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'Para mover um item, pressione Espaço ou Enter. Use as setas para cima e para baixo e pressione Espaço ou Enter de novo para soltar, ou Esc para cancelar.',
        },
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-2" aria-label="Itens do menu">
          {items.map((item) => (
            <MenuRow
              key={item.id}
              item={item}
              canEdit={canEdit}
              onToggle={(active) => onToggle(item, active)}
              onEdit={() => onEdit(item)}
              onDelete={() => onDelete(item)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}
