#import <UIKit/UIKit.h>
#import "Podcasts-Swift.h"

// The chapter list is still opened from the Objective-C episode menu.
UIViewController *PDCMakeChapterList(void) {
    return [[ChapterListViewController alloc] init];
}
