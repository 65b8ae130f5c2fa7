import { ArticleLayout } from '../../engine/blocks/article/ArticleLayout'
import { useSiteContent } from '../../engine/site/context'
import { PostPicture } from '../images/PostPicture'
import type { BlogPostView } from '../postView'

/** A post in the one article layout: title, byline, photo, the sanitised body, the WhatsApp band and 'Leia também'. */
export function PostArticle({ post }: { post: BlogPostView }) {
  const { blog, labels } = useSiteContent()
  const { postFooter } = blog
  return (
    <ArticleLayout
      byline={post}
      photo={post.image && <PostPicture image={post.image} sizes="(min-width: 60rem) 56rem, 100vw" eager />}
      // Sanitised on the server with the post body's allow-lists (sanitizeRules.ts, docs/spec/specification.md, §5).
      html={post.html}
      cta={{
        heading: postFooter.heading,
        text: postFooter.text,
        actions: [{ kind: 'chat', label: labels.article.postChat, message: post.chatMessage }],
      }}
      readAlso={post.readAlso}
    />
  )
}
