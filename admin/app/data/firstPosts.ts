import { createContext, useContext, useEffect, useState } from 'react'
import type { PostListItem } from '../../posts/postList'

/** The posts the server put in the page's HTML (the post list of a signed-in admin), until the list has shown them. */
export type ServedPosts = { posts(): PostListItem[] | null; shown(): void }

/** Holds the server's posts for the first post list; AdminApp makes it once. */
export function servedPosts(posts: PostListItem[] | null): ServedPosts {
  let current = posts
  return {
    posts: () => current,
    shown: () => {
      current = null
    },
  }
}

const ServedPostsContext = createContext<ServedPosts>(servedPosts(null))

/** Hands the server's posts to the first post list. */
export const ServedPostsProvider = ServedPostsContext.Provider

/**
 * The post list's starting rows: the server's, for the list at the page's own address, so that hydration renders
 * what the server did; null for a list opened later, which reads its own (the server's would be out of date).
 */
export function useServedPosts(): PostListItem[] | null {
  const served = useContext(ServedPostsContext)
  const [posts] = useState(served.posts)
  useEffect(() => served.shown(), [served])
  return posts
}
