import Image from '@tiptap/extension-image'
import Link from '@tiptap/extension-link'
import { TextSelection } from '@tiptap/pm/state'
import {
  EditorContent,
  useEditor,
  useEditorState,
  type ChainedCommands,
  type Editor,
  type Extensions,
} from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import {
  Bold,
  Code2,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Pilcrow,
  Quote,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react'
import {
  Fragment,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react'
import { Textarea } from '@/components/ui/textarea'
import { ImageDialog } from '@/features/posts/components/post-editor/image-dialog'
import { isAllowedLink, LinkDialog } from '@/features/posts/components/post-editor/link-dialog'
import { ReferenceMarker } from '@/features/posts/components/post-editor/reference-marker'
import { markerHtml } from '@/lib/references/markers'
import { cn } from '@/lib/cn'

/**
 * Links as in Google Docs: text typed right after a link is not part of it (TipTap makes the mark
 * inclusive whenever it autolinks). mailto: needs no registering: linkifyjs knows it, and registering
 * a scheme once linkifyjs has run (the editor opening again after a save) logs a warning.
 */
const PostLink = Link.extend({ inclusive: false }).configure({
  openOnClick: false,
  autolink: true,
  defaultProtocol: 'https',
  isAllowedUri: (url) => isAllowedLink(url),
  HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
})

const PROSE = 'prose prose-slate max-w-none prose-headings:font-semibold prose-a:text-brand-700 prose-img:rounded-lg'

function ToolbarButton({
  icon: Icon,
  label,
  active,
  disabled,
  onClick,
}: {
  icon: LucideIcon
  label: string
  active?: boolean
  disabled?: boolean
  onClick: () => void
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()} // keep the editor's selection
      onClick={onClick}
      className={cn(
        'focus-visible:ring-brand-500 inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:outline-none disabled:opacity-40',
        active && 'bg-brand-100 text-brand-900 hover:bg-brand-100',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  )
}

function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive('paragraph'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      link: e.isActive('link'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  })
}

type ToolbarState = ReturnType<typeof useToolbarState>

/** What a toolbar button can do: run a command at the editor's selection, or open a dialog. */
interface ToolbarActions {
  chain: () => ChainedCommands
  openLink: () => void
  openImage: () => void
}

interface ToolbarAction {
  icon: LucideIcon
  label: string
  /** What the selection must be for the button to show as pressed; none for a plain button. */
  pressed?: Exclude<keyof ToolbarState, 'canUndo' | 'canRedo'>
  /** Besides the HTML mode, what disables it. */
  needs?: 'canUndo' | 'canRedo'
  run: (actions: ToolbarActions) => void
}

/** The toolbar's buttons, in groups with a rule between them. */
const TOOLBAR: ToolbarAction[][] = [
  [
    { icon: Pilcrow, label: 'Parágrafo', pressed: 'paragraph', run: ({ chain }) => chain().setParagraph().run() },
    { icon: Heading2, label: 'Título 2', pressed: 'h2', run: ({ chain }) => chain().toggleHeading({ level: 2 }).run() },
    { icon: Heading3, label: 'Título 3', pressed: 'h3', run: ({ chain }) => chain().toggleHeading({ level: 3 }).run() },
  ],
  [
    { icon: Bold, label: 'Negrito', pressed: 'bold', run: ({ chain }) => chain().toggleBold().run() },
    { icon: Italic, label: 'Itálico', pressed: 'italic', run: ({ chain }) => chain().toggleItalic().run() },
    { icon: Link2, label: 'Link', pressed: 'link', run: ({ openLink }) => openLink() },
  ],
  [
    {
      icon: List,
      label: 'Lista com marcadores',
      pressed: 'bulletList',
      run: ({ chain }) => chain().toggleBulletList().run(),
    },
    {
      icon: ListOrdered,
      label: 'Lista numerada',
      pressed: 'orderedList',
      run: ({ chain }) => chain().toggleOrderedList().run(),
    },
    { icon: Quote, label: 'Citação', pressed: 'blockquote', run: ({ chain }) => chain().toggleBlockquote().run() },
    { icon: ImagePlus, label: 'Imagem', run: ({ openImage }) => openImage() },
  ],
  [
    { icon: Undo2, label: 'Desfazer', needs: 'canUndo', run: ({ chain }) => chain().undo().run() },
    { icon: Redo2, label: 'Refazer', needs: 'canRedo', run: ({ chain }) => chain().redo().run() },
  ],
]

/** "Formatação do conteúdo": the formatting buttons (off in HTML mode) and the HTML mode's switch. */
function EditorToolbar({
  editor,
  htmlMode,
  onHtmlMode,
  actions,
  extra,
}: {
  editor: Editor
  htmlMode: boolean
  onHtmlMode: () => void
  actions: ToolbarActions
  extra?: ReactNode
}) {
  const state = useToolbarState(editor)
  return (
    <div
      role="toolbar"
      aria-label="Formatação do conteúdo"
      className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 p-1"
    >
      {TOOLBAR.map((group, index) => (
        <Fragment key={group[0].label}>
          {index > 0 ? <span className="mx-1 h-5 w-px bg-slate-200" aria-hidden="true" /> : null}
          {group.map(({ icon, label, pressed, needs, run }) => (
            <ToolbarButton
              key={label}
              icon={icon}
              label={label}
              active={pressed ? state[pressed] : undefined}
              disabled={htmlMode || (needs ? !state[needs] : false)}
              onClick={() => run(actions)}
            />
          ))}
        </Fragment>
      ))}
      {extra ? (
        <>
          <span className="mx-1 h-5 w-px bg-slate-200" aria-hidden="true" />
          {extra}
        </>
      ) : null}
      <button
        type="button"
        aria-pressed={htmlMode}
        onClick={onHtmlMode}
        className={cn(
          'focus-visible:ring-brand-500 ml-auto inline-flex h-8 items-center gap-1 rounded-md px-2 text-xs font-semibold text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:outline-none',
          htmlMode && 'bg-brand-100 text-brand-900',
        )}
      >
        <Code2 className="size-4" aria-hidden="true" />
        HTML
      </button>
    </div>
  )
}

/**
 * "Inserir link": an empty address removes the link; with nothing selected outside a link the address
 * itself is inserted as the link's text; else the selection (or the link around the cursor) gets it.
 */
function applyLink(editor: Editor, href: string) {
  const chain = () => editor.chain().focus()
  if (!href) {
    chain().extendMarkRange('link').unsetLink().run()
  } else if (editor.state.selection.empty && !editor.isActive('link')) {
    chain()
      .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
      .run()
  } else {
    // The cursor ends up after the link, as in Google Docs: the next key does not replace it.
    chain()
      .extendMarkRange('link')
      .setLink({ href })
      .command(({ tr }) => {
        tr.setSelection(TextSelection.create(tr.doc, tr.selection.to))
        return true
      })
      .run()
  }
}

/**
 * What another feature adds to the editor, composed by the route (the notes: docs/architecture.md#layers):
 * TipTap extensions, given once when the editor is made; the editor itself once it exists; and what it
 * puts at the end of the toolbar.
 */
export interface EditorAddon {
  extensions: Extensions
  onEditor: (editor: Editor | null) => void
  toolbar: (htmlMode: boolean) => ReactNode
}

/** What the references section asks of the editor: a marker "[n]" where the writer's cursor is. */
export interface MarkerInserter {
  insertMarker: (n: number) => void
}

function editorAttributes(labelId: string, invalid?: boolean, describedBy?: string) {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    class: cn(PROSE, 'min-h-72 px-4 py-3 focus:outline-none'),
  }
}

/**
 * TipTap on the form's HTML: what the writer types goes to `onChange`; a value that changes from
 * outside (a restored revision, a recovered backup, the HTML mode) goes into the editor.
 */
function usePostBodyEditor({
  value,
  onChange,
  htmlMode,
  labelId,
  invalid,
  describedBy,
  addon,
}: {
  value: string
  onChange: (html: string) => void
  htmlMode: boolean
  labelId: string
  invalid?: boolean
  describedBy?: string
  addon?: EditorAddon
}) {
  // What the editor last reported, to tell its own changes from outside ones (restore, recover).
  const lastEmitted = useRef(value)
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false }),
      PostLink,
      Image.configure({ HTMLAttributes: { loading: 'lazy' } }),
      ReferenceMarker,
      ...(addon?.extensions ?? []),
    ],
    content: value,
    editorProps: { attributes: editorAttributes(labelId) },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML()
      lastEmitted.current = html
      onChange(html)
    },
  })

  useEffect(() => {
    if (htmlMode || value === lastEmitted.current) return
    lastEmitted.current = value
    editor.commands.setContent(value, { emitUpdate: false })
  }, [value, editor, htmlMode])

  const onEditor = addon?.onEditor
  useEffect(() => {
    onEditor?.(editor)
    return () => onEditor?.(null)
  }, [editor, onEditor])

  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: editorAttributes(labelId, invalid, describedBy) } })
  }, [editor, invalid, describedBy, labelId])

  return editor
}

/**
 * "Inserir marcador" puts "[n]" where the writer's cursor is, which stays where they left it while they
 * click the reference's button: TipTap keeps its selection, the HTML source its selectionStart.
 */
function useMarkerInserter(
  inserterRef: Ref<MarkerInserter> | undefined,
  {
    editor,
    htmlMode,
    sourceRef,
    value,
    onChange,
  }: {
    editor: Editor
    htmlMode: boolean
    sourceRef: RefObject<HTMLTextAreaElement | null>
    value: string
    onChange: (html: string) => void
  },
) {
  useImperativeHandle(
    inserterRef,
    () => ({
      insertMarker: (n) => {
        const source = sourceRef.current
        if (htmlMode && source) {
          const next = value.slice(0, source.selectionStart) + markerHtml(n) + value.slice(source.selectionEnd)
          onChange(next)
          return
        }
        editor.chain().focus().insertContent({ type: ReferenceMarker.name, attrs: { n } }).run()
      },
    }),
    [editor, htmlMode, onChange, value, sourceRef],
  )
}

/**
 * The post body: TipTap (ProseMirror) with the toolbar writers expect, and an "HTML" mode that edits
 * the source (the spec allows HTML). The form holds the HTML; it is sanitised when saved. Links
 * accept http, https and mailto only.
 */
export function RichTextEditor({
  value,
  onChange,
  labelId,
  invalid,
  describedBy,
  inserterRef,
  addon,
}: {
  value: string
  onChange: (html: string) => void
  labelId: string
  invalid?: boolean
  describedBy?: string
  inserterRef?: Ref<MarkerInserter>
  addon?: EditorAddon
}) {
  const [htmlMode, setHtmlMode] = useState(false)
  const [linkOpen, setLinkOpen] = useState(false)
  const [imageOpen, setImageOpen] = useState(false)
  const sourceRef = useRef<HTMLTextAreaElement>(null)
  const editor = usePostBodyEditor({ value, onChange, htmlMode, labelId, invalid, describedBy, addon })
  const chain = () => editor.chain().focus()

  useMarkerInserter(inserterRef, { editor, htmlMode, sourceRef, value, onChange })

  return (
    <div className={cn('rounded-md border bg-white', invalid ? 'border-red-500' : 'border-slate-300')}>
      <EditorToolbar
        editor={editor}
        htmlMode={htmlMode}
        onHtmlMode={() => setHtmlMode((on) => !on)}
        actions={{ chain, openLink: () => setLinkOpen(true), openImage: () => setImageOpen(true) }}
        extra={addon?.toolbar(htmlMode)}
      />
      {htmlMode ? (
        <Textarea
          ref={sourceRef}
          aria-labelledby={labelId}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          rows={16}
          spellCheck={false}
          className="min-h-72 rounded-none border-0 font-mono text-xs focus-visible:ring-0"
        />
      ) : (
        <EditorContent editor={editor} />
      )}
      <LinkDialog
        open={linkOpen}
        onOpenChange={setLinkOpen}
        initialHref={(editor.getAttributes('link').href as string | undefined) ?? ''}
        // Back to the editor, not to the toolbar's button: the writer goes on typing.
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          editor.commands.focus()
        }}
        onApply={(href) => applyLink(editor, href)}
      />
      <ImageDialog
        open={imageOpen}
        onOpenChange={setImageOpen}
        onInsert={(src, alt) => chain().setImage({ src, alt }).run()}
      />
    </div>
  )
}
