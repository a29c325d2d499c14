// Column lists for the public screens, kept beside the types they produce (types.ts).
export const POST_CARD_SELECT =
  'id,title,slug,excerpt,content,image,featured,tags,views,likes,read_time,published_at,created_at,' +
  'category:categories(id,name,slug,color),author:profiles(id,full_name,avatar_url)'

export const POST_DETAIL_SELECT =
  'id,title,slug,excerpt,content,image,image_credit,featured,tags,views,likes,read_time,published_at,created_at,updated_at,status,seo_description,' +
  'category:categories(id,name,slug,color),author:profiles(id,full_name,avatar_url,bio)'
