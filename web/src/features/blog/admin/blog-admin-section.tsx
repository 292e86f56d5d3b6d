import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { NewsFeedsPanel } from '@/features/news-feeds/admin/news-feeds-panel';
import { BlogCategoriesAdmin } from './blog-categories-admin';
import { BlogPostsAdmin } from './blog-posts-admin';

/** The Blog section of the admin Content tab: the team's posts, the categories, and the news sources. */
export function BlogAdminSection() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Blog</CardTitle>
        <CardDescription>Posts, categories and the news feeds that fill the blog.</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="posts">
          <TabsList>
            <TabsTrigger value="posts">Posts</TabsTrigger>
            <TabsTrigger value="categories">Categories</TabsTrigger>
            <TabsTrigger value="feeds">News feeds</TabsTrigger>
          </TabsList>
          <TabsContent value="posts" className="pt-4">
            <BlogPostsAdmin />
          </TabsContent>
          <TabsContent value="categories" className="pt-4">
            <BlogCategoriesAdmin />
          </TabsContent>
          <TabsContent value="feeds" className="pt-4">
            <NewsFeedsPanel />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
