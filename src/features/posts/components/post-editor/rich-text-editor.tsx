import Image from '@tiptap/extension-image'
import Link from '@tiptap/extension-link'
import { TextSelection } from '@tiptap/pm/state'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
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
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react'
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

/** What the references section asks of the editor: a marker "[n]" where the writer's cursor is. */
export interface MarkerInserter {
  insertMarker: (n: number) => void
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
}: {
  value: string
  onChange: (html: string) => void
  labelId: string
  invalid?: boolean
  describedBy?: string
  inserterRef?: Ref<MarkerInserter>
}) {
  const [htmlMode, setHtmlMode] = useState(false)
  const [linkOpen, setLinkOpen] = useState(false)
  const [imageOpen, setImageOpen] = useState(false)
  // What the editor last reported, to tell its own changes from outside ones (restore, recover).
  const lastEmitted = useRef(value)
  const sourceRef = useRef<HTMLTextAreaElement>(null)

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false }),
      PostLink,
      Image.configure({ HTMLAttributes: { loading: 'lazy' } }),
      ReferenceMarker,
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: cn(PROSE, 'min-h-72 px-4 py-3 focus:outline-none'),
      },
    },
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

  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          class: cn(PROSE, 'min-h-72 px-4 py-3 focus:outline-none'),
        },
      },
    })
  }, [editor, invalid, describedBy, labelId])

  // The cursor stays where the writer left it while they click the reference's button: TipTap keeps
  // its selection, the HTML source its selectionStart.
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
    [editor, htmlMode, onChange, value],
  )

  const state = useToolbarState(editor)
  const chain = () => editor.chain().focus()

  return (
    <div className={cn('rounded-md border bg-white', invalid ? 'border-red-500' : 'border-slate-300')}>
      <div
        role="toolbar"
        aria-label="Formatação do conteúdo"
        className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 p-1"
      >
        <ToolbarButton
          icon={Pilcrow}
          label="Parágrafo"
          active={state.paragraph}
          disabled={htmlMode}
          onClick={() => chain().setParagraph().run()}
        />
        <ToolbarButton
          icon={Heading2}
          label="Título 2"
          active={state.h2}
          disabled={htmlMode}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        />
        <ToolbarButton
          icon={Heading3}
          label="Título 3"
          active={state.h3}
          disabled={htmlMode}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        />
        <span className="mx-1 h-5 w-px bg-slate-200" aria-hidden="true" />
        <ToolbarButton
          icon={Bold}
          label="Negrito"
          active={state.bold}
          disabled={htmlMode}
          onClick={() => chain().toggleBold().run()}
        />
        <ToolbarButton
          icon={Italic}
          label="Itálico"
          active={state.italic}
          disabled={htmlMode}
          onClick={() => chain().toggleItalic().run()}
        />
        <ToolbarButton
          icon={Link2}
          label="Link"
          active={state.link}
          disabled={htmlMode}
          onClick={() => setLinkOpen(true)}
        />
        <span className="mx-1 h-5 w-px bg-slate-200" aria-hidden="true" />
        <ToolbarButton
          icon={List}
          label="Lista com marcadores"
          active={state.bulletList}
          disabled={htmlMode}
          onClick={() => chain().toggleBulletList().run()}
        />
        <ToolbarButton
          icon={ListOrdered}
          label="Lista numerada"
          active={state.orderedList}
          disabled={htmlMode}
          onClick={() => chain().toggleOrderedList().run()}
        />
        <ToolbarButton
          icon={Quote}
          label="Citação"
          active={state.blockquote}
          disabled={htmlMode}
          onClick={() => chain().toggleBlockquote().run()}
        />
        <ToolbarButton icon={ImagePlus} label="Imagem" disabled={htmlMode} onClick={() => setImageOpen(true)} />
        <span className="mx-1 h-5 w-px bg-slate-200" aria-hidden="true" />
        <ToolbarButton
          icon={Undo2}
          label="Desfazer"
          disabled={htmlMode || !state.canUndo}
          onClick={() => chain().undo().run()}
        />
        <ToolbarButton
          icon={Redo2}
          label="Refazer"
          disabled={htmlMode || !state.canRedo}
          onClick={() => chain().redo().run()}
        />
        <button
          type="button"
          aria-pressed={htmlMode}
          onClick={() => setHtmlMode((on) => !on)}
          className={cn(
            'focus-visible:ring-brand-500 ml-auto inline-flex h-8 items-center gap-1 rounded-md px-2 text-xs font-semibold text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:outline-none',
            htmlMode && 'bg-brand-100 text-brand-900',
          )}
        >
          <Code2 className="size-4" aria-hidden="true" />
          HTML
        </button>
      </div>
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
        onApply={(href) => {
          if (!href) {
            chain().extendMarkRange('link').unsetLink().run()
          } else if (editor.state.selection.empty && !state.link) {
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
        }}
      />
      <ImageDialog
        open={imageOpen}
        onOpenChange={setImageOpen}
        onInsert={(src, alt) => chain().setImage({ src, alt }).run()}
      />
    </div>
  )
}
