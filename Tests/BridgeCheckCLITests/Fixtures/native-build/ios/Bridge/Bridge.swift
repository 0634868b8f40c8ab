import ExpoBrownfield

enum Message: String {
  case perform = "shop.perform"
  case cart = "shop.cart"
}

final class ShopBridge {
  func receive(_ envelope: [String: Any]) {
    switch Message(rawValue: envelope["type"] as? String ?? "") {
    case .perform:
      switch envelope["kind"] as? String {
      case "cart.add": add()
      case "cart.remove": remove()
      default: break
      }
    case .cart, nil:
      break
    }
  }

  func sendCart(_ items: [String]) {
    messaging.sendMessage(["type": Message.cart.rawValue, "data": ["items": items]])
    let capabilities: [String: [String]] = ["shop.wallet": ["applePay"]]
    messaging.sendMessage(["type": "shop.capabilities", "data": capabilities])
  }
}
