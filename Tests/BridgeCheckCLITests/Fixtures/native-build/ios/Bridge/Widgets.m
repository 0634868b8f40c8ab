#import <React/RCTBridgeModule.h>

@interface RCT_EXTERN_MODULE(ShopWidgets, NSObject)
RCT_EXTERN_METHOD(reload)
@end
