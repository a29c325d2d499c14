// The database schema as TypeScript, in the shape `supabase gen types typescript` produces.
// Keep in step with supabase/migrations (change both in the same commit).
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: '12.2.3 (519615d)'
  }
  public: {
    Tables: {
      audit_log: {
        Row: {
          action: string
          actor_id: string | null
          actor_name: string | null
          details: Json
          entity_id: string | null
          entity_label: string | null
          entity_type: string
          id: number
          occurred_at: string
          status_after: string | null
          status_before: string | null
        }
        Insert: {
          id?: string
          next_review_on: string
          post_id: string
          recorded_at?: string
          recorded_by?: string | null
          reviewed_on: string
          reviewer_id?: string | null
          reviewer_name: string
          reviewer_registry: string
          reviewer_rqe?: string | null
          reviewer_slug?: string | null
          reviewer_specialty?: string | null
          text_hash: string
        }
        Update: {
          id?: string
          next_review_on?: string
          post_id?: string
          recorded_at?: string
          recorded_by?: string | null
          reviewed_on?: string
          reviewer_id?: string | null
          reviewer_name?: string
          reviewer_registry?: string
          reviewer_rqe?: string | null
          reviewer_slug?: string | null
          reviewer_specialty?: string | null
          text_hash?: string
        }
        Relationships: []
      }
      post_compliance_overrides: {
        Row: {
          decided_at: string
          decided_by: string | null
          decided_by_name: string | null
          findings: Json
          id: string
          justification: string
          post_id: string
          post_version: number
          status: string
        }
        Insert: never
        Update: never
        Relationships: []
      }
      compliance_cues: {
        Row: { list: string; pattern: string; position: number }
        Insert: never
        Update: never
        Relationships: []
      }
      compliance_norms: {
        Row: {
          citation: string
          cited_as: string | null
          id: string
          in_force_from: string | null
          in_force_until: string | null
          mentioned_as: string | null
          name: string
          replaced_by: string | null
          source_kind: string | null
          source_url: string | null
        }
        Insert: never
        Update: never
        Relationships: []
      }
      compliance_rules: {
        Row: {
          allowed_as_history: boolean
          allowed_in_study_report: boolean
          allowed_with_medical_supervision: boolean
          basis: string[]
          blocking: boolean
          category: string
          id: string
          in_force_from: string | null
          in_force_until: string | null
          label: string
          negatable: boolean
          patterns: string[]
          position: number
          reason: string
          terms: string[]
        }
        Insert: never
        Update: never
        Relationships: []
      }
      compliance_settings: {
        Row: {
          context_chars: number
          fold_from: string
          fold_to: string
          id: boolean
          letter_class: string
          negation_window_words: number
          word_class: string
        }
        Insert: never
        Update: never
        Relationships: []
      }
      site_settings: {
        Row: {
          authors_publish_without_review: boolean
          id: boolean
          updated_at: string
          updated_by: string | null
        }
        Insert: never
        Update: {
          authors_publish_without_review?: boolean
        }
        Relationships: []
      }
      staff_invitations: {
        Row: {
          accepted_at: string | null
          accepted_user_id: string | null
          created_at: string
          email: string
          expires_at: string
          full_name: string | null
          id: string
          invited_by: string | null
          revoked_at: string | null
          revoked_by: string | null
          role: string
        }
        Insert: never
        Update: never
        Relationships: []
      }
      ai_drafts: {
        Row: {
          categoria_sugerida: string | null
          conteudo: string
          created_at: string
          created_by: string | null
          estilo_imagem: string
          id: string
          imagem: Json | null
          imagem_error: string | null
          notas: string
          proveniencia: Json | null
          referencias: Json
          subtitulo: string
          tags_sugeridas: string[]
          tema: string
          titulo: string
          updated_at: string
        }
        Insert: {
          categoria_sugerida?: string | null
          conteudo?: string
          created_at?: string
          created_by?: string | null
          estilo_imagem?: string
          id?: string
          imagem?: Json | null
          imagem_error?: string | null
          notas?: string
          proveniencia?: Json | null
          referencias?: Json
          subtitulo?: string
          tags_sugeridas?: string[]
          tema: string
          titulo: string
          updated_at?: string
        }
        Update: {
          categoria_sugerida?: string | null
          conteudo?: string
          created_at?: string
          created_by?: string | null
          estilo_imagem?: string
          id?: string
          imagem?: Json | null
          imagem_error?: string | null
          notas?: string
          proveniencia?: Json | null
          referencias?: Json
          subtitulo?: string
          tags_sugeridas?: string[]
          tema?: string
          titulo?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: 'ai_drafts_created_by_fkey'
            columns: ['created_by']
            isOneToOne: false
            referencedRelation: 'profiles'
            referencedColumns: ['id']
          },
        ]
      }
      categories: {
        Row: {
          color: string | null
          created_at: string
          description: string | null
          id: string
          is_active: boolean
          name: string
          slug: string
          updated_at: string
        }
        Insert: {
          color?: string | null
          created_at?: string
          description?: string | null
          id?: string
          is_active?: boolean
          name: string
          slug: string
          updated_at?: string
        }
        Update: {
          color?: string | null
          created_at?: string
          description?: string | null
          id?: string
          is_active?: boolean
          name?: string
          slug?: string
          updated_at?: string
        }
        Relationships: []
      }
      comments: {
        Row: {
          author_email: string | null
          author_name: string | null
          content: string
          created_at: string
          id: string
          post_id: string
          updated_at: string
        }
        Insert: {
          author_email?: string | null
          author_name?: string | null
          content?: string
          created_at?: string
          id?: string
          post_id: string
          updated_at?: string
        }
        Update: {
          author_email?: string | null
          author_name?: string | null
          content?: string
          created_at?: string
          id?: string
          post_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: 'comments_post_id_fkey'
            columns: ['post_id']
            isOneToOne: false
            referencedRelation: 'posts'
            referencedColumns: ['id']
          },
        ]
      }
      menu_items: {
        Row: {
          created_at: string
          href: string
          id: string
          is_active: boolean
          label: string
          position: number
          updated_at: string
        }
        Insert: {
          created_at?: string
          href: string
          id?: string
          is_active?: boolean
          label: string
          position?: number
          updated_at?: string
        }
        Update: {
          created_at?: string
          href?: string
          id?: string
          is_active?: boolean
          label?: string
          position?: number
          updated_at?: string
        }
        Relationships: []
      }
      newsletter_subscribers: {
        Row: {
          confirmed_at: string | null
          consent_page: string | null
          consent_version: string | null
          consented_at: string | null
          created_at: string
          email: string
          id: string
          source: string | null
          status: 'pending' | 'confirmed' | 'unsubscribed'
          unsubscribed_at: string | null
        }
        Insert: {
          created_at?: string
          email: string
          id?: string
          source?: string | null
        }
        Update: {
          created_at?: string
          email?: string
          id?: string
          source?: string | null
        }
        Relationships: []
      }
      newsletter_consent_texts: {
        Row: { body: string; created_at: string; version: string }
        Insert: { body: string; created_at?: string; version: string }
        Update: { body?: string; created_at?: string; version?: string }
        Relationships: []
      }
      posts: {
        Row: {
          ai_provenance: Json | null
          author_id: string | null
          card_excerpt: string | null
          category_id: string | null
          compliance_findings: Json | null
          compliance_justification: string | null
          compliance_text_hash: string | null
          content: string
          created_at: string
          excerpt: string | null
          featured: boolean
          id: string
          image: string | null
          image_credit: Json | null
          likes: number
          page_changed_at: string
          published_at: string | null
          read_time: number
          reference_list: Json
          review_id: string | null
          review_pending: boolean
          search_vector: unknown
          seo_description: string | null
          slug: string
          status: string
          submitted_at: string | null
          tags: string[]
          title: string
          title_excerpt_search: string | null
          updated_at: string
          updated_by: string | null
          version: number
          views: number
        }
        Insert: {
          ai_provenance?: Json | null
          author_id?: string | null
          card_excerpt?: never
          category_id?: string | null
          compliance_findings?: Json | null
          compliance_justification?: string | null
          compliance_text_hash?: string | null
          content?: string
          created_at?: string
          excerpt?: string | null
          featured?: boolean
          id?: string
          image?: string | null
          image_credit?: Json | null
          likes?: number
          page_changed_at?: string
          published_at?: string | null
          read_time?: number
          reference_list?: Json
          review_id?: string | null
          review_pending?: boolean
          search_vector?: never
          seo_description?: string | null
          slug: string
          status?: string
          submitted_at?: string | null
          tags?: string[]
          title: string
          title_excerpt_search?: never
          updated_at?: string
          updated_by?: string | null
          version?: number
          views?: number
        }
        Update: {
          ai_provenance?: Json | null
          author_id?: string | null
          card_excerpt?: never
          category_id?: string | null
          compliance_findings?: Json | null
          compliance_justification?: string | null
          compliance_text_hash?: string | null
          content?: string
          created_at?: string
          excerpt?: string | null
          featured?: boolean
          id?: string
          image?: string | null
          image_credit?: Json | null
          likes?: number
          page_changed_at?: string
          published_at?: string | null
          read_time?: number
          reference_list?: Json
          review_id?: string | null
          review_pending?: boolean
          search_vector?: never
          seo_description?: string | null
          slug?: string
          status?: string
          submitted_at?: string | null
          tags?: string[]
          title?: string
          title_excerpt_search?: never
          updated_at?: string
          updated_by?: string | null
          version?: number
          views?: number
        }
        Relationships: [
          {
            foreignKeyName: 'posts_review_id_fkey'
            columns: ['review_id']
            isOneToOne: false
            referencedRelation: 'post_reviews'
            referencedColumns: ['id']
          },
          {
            foreignKeyName: 'posts_author_id_fkey'
            columns: ['author_id']
            isOneToOne: false
            referencedRelation: 'profiles'
            referencedColumns: ['id']
          },
          {
            foreignKeyName: 'posts_category_id_fkey'
            columns: ['category_id']
            isOneToOne: false
            referencedRelation: 'categories'
            referencedColumns: ['id']
          },
        ]
      }
      post_reviews: {
        Row: {
          id: string
          next_review_on: string
          post_id: string
          recorded_at: string
          recorded_by: string | null
          reviewed_on: string
          reviewer_id: string | null
          reviewer_name: string
          reviewer_registry: string
          reviewer_rqe: string | null
          reviewer_slug: string | null
          reviewer_specialty: string | null
          reviewer_verified_at: string | null
          reviewer_verified_by: string | null
          text_hash: string
        }
        Insert: never
        Update: never
        Relationships: [
          {
            foreignKeyName: 'post_reviews_post_id_fkey'
            columns: ['post_id']
            isOneToOne: false
            referencedRelation: 'posts'
            referencedColumns: ['id']
          },
        ]
      }
      post_revisions: {
        Row: {
          content: string
          created_at: string
          excerpt: string | null
          id: string
          post_id: string
          reference_list: Json
          saved_by: string | null
          title: string
        }
        Insert: {
          content?: string
          created_at?: string
          excerpt?: string | null
          id?: string
          post_id: string
          reference_list?: Json
          saved_by?: string | null
          title: string
        }
        Update: {
          content?: string
          created_at?: string
          excerpt?: string | null
          id?: string
          post_id?: string
          reference_list?: Json
          saved_by?: string | null
          title?: string
        }
        Relationships: [
          {
            foreignKeyName: 'post_revisions_post_id_fkey'
            columns: ['post_id']
            isOneToOne: false
            referencedRelation: 'posts'
            referencedColumns: ['id']
          },
          {
            foreignKeyName: 'post_revisions_saved_by_fkey'
            columns: ['saved_by']
            isOneToOne: false
            referencedRelation: 'profiles'
            referencedColumns: ['id']
          },
        ]
      }
      post_likes: {
        Row: {
          created_at: string
          post_id: string
          visitor_key: string
        }
        Insert: {
          created_at?: string
          post_id: string
          visitor_key: string
        }
        Update: {
          created_at?: string
          post_id?: string
          visitor_key?: string
        }
        Relationships: [
          {
            foreignKeyName: 'post_likes_post_id_fkey'
            columns: ['post_id']
            isOneToOne: false
            referencedRelation: 'posts'
            referencedColumns: ['id']
          },
        ]
      }
      post_views_daily: {
        Row: {
          day: string
          post_id: string
          views: number
        }
        Insert: {
          day: string
          post_id: string
          views?: number
        }
        Update: {
          day?: string
          post_id?: string
          views?: number
        }
        Relationships: [
          {
            foreignKeyName: 'post_views_daily_post_id_fkey'
            columns: ['post_id']
            isOneToOne: false
            referencedRelation: 'posts'
            referencedColumns: ['id']
          },
        ]
      }
      post_view_visits: {
        Row: {
          counted_at: string
          post_id: string
          visitor_key: string
        }
        Insert: {
          counted_at?: string
          post_id: string
          visitor_key: string
        }
        Update: {
          counted_at?: string
          post_id?: string
          visitor_key?: string
        }
        Relationships: [
          {
            foreignKeyName: 'post_view_visits_post_id_fkey'
            columns: ['post_id']
            isOneToOne: false
            referencedRelation: 'posts'
            referencedColumns: ['id']
          },
        ]
      }
      // Closed to every API role (migration 20250101124200): listed because the CLI lists every table.
      rate_limit_rules: {
        Row: {
          action: string
          max_hits: number
          per: unknown
          scope: string
        }
        Insert: {
          action: string
          max_hits: number
          per: unknown
          scope: string
        }
        Update: {
          action?: string
          max_hits?: number
          per?: unknown
          scope?: string
        }
        Relationships: []
      }
      rate_limit_counters: {
        Row: {
          bucket: string
          expires_at: string
          hits: number
          subject: string
          window_start: string
        }
        Insert: {
          bucket: string
          expires_at: string
          hits?: number
          subject: string
          window_start: string
        }
        Update: {
          bucket?: string
          expires_at?: string
          hits?: number
          subject?: string
          window_start?: string
        }
        Relationships: []
      }
      profiles: {
        Row: {
          avatar_url: string | null
          bio: string | null
          created_at: string
          full_name: string | null
          id: string
          public_registry: string | null
          public_rqe: string | null
          public_specialty: string | null
          role: string
          registry_council: string | null
          registry_number: string | null
          registry_uf: string | null
          registry_verified_at: string | null
          registry_verified_by: string | null
          rqe: string | null
          slug: string
          specialty: string | null
          updated_at: string
        }
        Insert: {
          avatar_url?: string | null
          bio?: string | null
          created_at?: string
          full_name?: string | null
          id: string
          public_registry?: never
          public_rqe?: never
          public_specialty?: never
          role?: string
          registry_council?: string | null
          registry_number?: string | null
          registry_uf?: string | null
          registry_verified_at?: string | null
          registry_verified_by?: string | null
          rqe?: string | null
          slug?: string
          specialty?: string | null
          updated_at?: string
        }
        Update: {
          avatar_url?: string | null
          bio?: string | null
          created_at?: string
          full_name?: string | null
          id?: string
          public_registry?: never
          public_rqe?: never
          public_specialty?: never
          role?: string
          registry_council?: string | null
          registry_number?: string | null
          registry_uf?: string | null
          registry_verified_at?: string | null
          registry_verified_by?: string | null
          rqe?: string | null
          slug?: string
          specialty?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: 'profiles_registry_verified_by_fkey'
            columns: ['registry_verified_by']
            isOneToOne: false
            referencedRelation: 'profiles'
            referencedColumns: ['id']
          },
        ]
      }
    }
    Views: {
      compliance_rule_set: {
        Row: {
          allowed_as_history: boolean
          allowed_in_study_report: boolean
          allowed_with_medical_supervision: boolean
          alternatives: string[]
          basis: string[]
          blocking: boolean
          category: string
          id: string
          in_force_from: string | null
          in_force_until: string | null
          label: string
          negatable: boolean
          not_in_fields: string[]
          position: number
          reason: string
        }
        Relationships: []
      }
      category_post_counts: {
        Row: {
          id: string
          name: string
          slug: string
          description: string | null
          color: string | null
          is_active: boolean
          created_at: string
          updated_at: string
          post_count: number
        }
        Relationships: []
      }
      staff_invitations_overview: {
        Row: {
          accepted_at: string | null
          accepted_user_id: string | null
          created_at: string
          email: string
          expires_at: string
          full_name: string | null
          id: string
          invited_by: string | null
          invited_by_name: string | null
          revoked_at: string | null
          role: string
          state: string
        }
        Relationships: []
      }
    }
    Functions: {
      admin_exists: { Args: never; Returns: boolean }
      authors_publish_without_review: { Args: never; Returns: boolean }
      compliance_check_text: {
        Args: { p_text: string; p_day?: string; p_field?: string }
        Returns: {
          category: string
          context: string
          label: string
          match: string
          match_end: number
          match_start: number
          norm: string
          rule_id: string
        }[]
      }
      compliance_findings_for_post: {
        Args: {
          p_content: string
          p_day?: string
          p_excerpt: string
          p_reference_list: Json
          p_seo_description: string
          p_tags: string[]
          p_title: string
        }
        Returns: Json
      }
      compliance_pack: { Args: never; Returns: Json }
      invite_staff: {
        Args: { p_email: string; p_role: string; p_full_name?: string | null; p_send_email?: boolean }
        Returns: Database['public']['Tables']['staff_invitations']['Row']
      }
      invite_staff_for_signup: { Args: { p_email: string; p_full_name?: string | null; p_role: string }; Returns: Json }
      post_text_hash: { Args: { p_content: string; p_excerpt: string; p_title: string }; Returns: string }
      resend_staff_invitation: { Args: { p_id: string }; Returns: Database['public']['Tables']['staff_invitations']['Row'] }
      record_post_review: {
        Args: { p_post_id: string; p_reviewer_id: string; p_reviewed_on: string; p_next_review_on?: string }
        Returns: Database['public']['Tables']['post_reviews']['Row']
      }
      verify_profile_registry: {
        Args: { p_profile_id: string; p_council: string; p_uf: string; p_number: string; p_rqe?: string | null; p_specialty?: string | null }
        Returns: string
      }
      reviews_due: {
        Args: { p_within_days?: number }
        Returns: {
          next_review_on: string
          post_id: string
          reviewed_on: string
          reviewer_name: string
          slug: string
          state: string
          status: string
          title: string
        }[]
      }
      review_queue: {
        Args: { p_limit?: number }
        Returns: {
          author_name: string | null
          compliance_checked: boolean
          findings_count: number
          id: string
          submitted_at: string
          title: string
        }[]
      }
      revoke_staff_invitation: { Args: { p_id: string }; Returns: Database['public']['Tables']['staff_invitations']['Row'] }
      staff_invitation_preview: { Args: { p_id: string; p_secret: string }; Returns: Json }
      approve_ai_draft: {
        Args: { category_id?: string; draft_id: string; image_url?: string; tags?: string[] }
        Returns: string
      }
      blog_today: { Args: never; Returns: string }
      create_default_categories: { Args: never; Returns: Json }
      current_user_role: { Args: never; Returns: string }
      dashboard_stats: { Args: never; Returns: Json }
      dashboard_views: { Args: { days?: number; top_limit?: number }; Returns: Json }
      delete_user_admin: { Args: { target_user_id: string }; Returns: Json }
      has_role: { Args: { roles: string[] }; Returns: boolean }
      html_to_plain_text: { Args: { html: string; max_length: number }; Returns: string }
      immutable_unaccent: { Args: { value: string }; Returns: string }
      increment_post_views: { Args: { post_id: string; visitor_key: string }; Returns: { views: number; likes: number }[] }
      is_staff: { Args: never; Returns: boolean }
      menu_href_key: { Args: { href: string }; Returns: string }
      reorder_menu_items: {
        Args: { item_ids: string[] }
        Returns: Database['public']['Tables']['menu_items']['Row'][]
      }
      posts_search_text: {
        Args: { excerpt: string; tags: string[]; title: string }
        Returns: string
      }
      posts_search_vector: {
        Args: { content: string; excerpt: string; tags: string[]; title: string }
        Returns: unknown
      }
      related_posts: {
        Args: { post_slug: string; how_many?: number }
        Returns: Database['public']['Tables']['posts']['Row'][]
      }
      search_posts: {
        Args: {
          category_slug?: string
          page?: number
          page_size?: number
          search_query?: string
        }
        Returns: {
          author: Json
          author_id: string
          category: Json
          category_id: string
          created_at: string
          excerpt: string
          featured: boolean
          id: string
          image: string
          likes: number
          published_at: string
          read_time: number
          seo_description: string
          slug: string
          status: string
          tags: string[]
          title: string
          total_count: number
          updated_at: string
          views: number
        }[]
      }
      site_content_version: {
        Args: Record<PropertyKey, never>
        Returns: string
      }
      setup_status: { Args: { expected_migration?: string }; Returns: Json }
      is_valid_slug: { Args: { value: string }; Returns: boolean }
      slug_with_suffix: { Args: { base: string; n: number }; Returns: string }
      slugify: { Args: { value: string }; Returns: string }
      /** Admins only (42501 otherwise): each profile's e-mail from auth.users; null for an account without one. */
      staff_emails: { Args: never; Returns: { id: string; email: string | null }[] }
      set_post_like: { Args: { liked: boolean; post_id: string; visitor_key: string }; Returns: number }
      subscribe_newsletter: { Args: { p_email: string; p_source: string; p_page: string; p_consent_version: string }; Returns: undefined }
      confirm_newsletter: { Args: { p_token: string }; Returns: string }
      request_newsletter_send: {
        Args: { p_post: string }
        Returns: { id: string; post_id: string; requested_by: string | null; requested_at: string; released_at: string | null; recipients: number | null }
      }
      newsletter_sends_overview: {
        Args: { p_post?: string }
        Returns: {
          id: string
          post_id: string
          post_title: string
          requested_by_name: string | null
          requested_at: string
          released_at: string | null
          recipients: number | null
          sent: number
          failed: number
          pending: number
          last_error: string | null
        }[]
      }
      resend_newsletter_confirmation: { Args: { p_token: string }; Returns: undefined }
      unsubscribe_newsletter: { Args: { p_token: string }; Returns: string }
      strip_clio_machine_note: { Args: { html: string }; Returns: string }
      strip_html: { Args: { html: string }; Returns: string }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    keyof (DefaultSchema['Tables'] & DefaultSchema['Views']) | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never

/** Post statuses (posts.status check constraint). */
export type PostStatus = 'draft' | 'review' | 'scheduled' | 'published'

export const Constants = {
  public: {
    Enums: {},
  },
} as const
